import { AppError } from '../http/app-error';
import { COMMON_PASSWORDS } from './common-passwords';

function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  // "sunshine2026!" is "sunshine" with a year and a symbol: just as easy to guess.
  const core = lower.replace(/[\d\W_]+$/u, '');
  return core.length >= 6 && core !== lower && COMMON_PASSWORDS.has(core);
}

function isRunOrRepeat(password: string): boolean {
  if (/^(.)\1+$/u.test(password)) return true;
  const codes = [...password].map((char) => char.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step);
}

/**
 * The rules a new password follows beyond its length (checked by the contract): PRODUCT says
 * not a common password; a run like "abcdefgh" or the email itself is refused for the same reason.
 */
export function checkNewPassword(password: string, options: { email: string; field: string }): void {
  const refuse = (message: string) => AppError.validation(message, [{ path: options.field, message }]);
  if (isCommon(password)) {
    throw refuse('This password is one of the most common passwords and easy to guess. Choose another, for example three unrelated words.');
  }
  if (isRunOrRepeat(password)) {
    throw refuse('This password is a simple run of characters and easy to guess. Choose another, for example three unrelated words.');
  }
  const email = options.email.toLowerCase();
  const localPart = email.split('@')[0] ?? '';
  const lower = password.toLowerCase();
  if (lower === email || (localPart.length >= 4 && lower.includes(localPart))) {
    throw refuse('Your password must not contain your email address. Choose another.');
  }
}
