import { ERROR_CODES, MESSAGES, frozenAccountMessage } from '@beurs/domain/constants';
import { isHttpError } from './http-error';
import { isNetworkError } from './network-error';
import { isRateLimitedError } from './rate-limited-error';
import { isSessionExpiredError } from './session-expired-error';
import { isTimeoutError } from './timeout-error';

/** What to show the user for a failed call. */
export interface UserMessage {
  /** `warning` when nothing went wrong for the user (an order already closed), else `error`. */
  level: 'error' | 'warning';
  message: string;
}

/** Options of {@link toUserMessage}. */
export interface UserMessageOptions {
  /**
   * The operator's support email. When given, a frozen account (`account_frozen`) sees the
   * spec's frozen-account message naming it. Defaults to none: the server's text is shown.
   */
  supportEmail?: string | undefined;
  /**
   * Shown when the server gave no text (or never answered), e.g. `MESSAGES.loginFailed` on
   * the login form. Defaults to a short message about the kind of failure.
   */
  fallback?: string | undefined;
}

const DEFAULT_MESSAGES = {
  network: 'The server cannot be reached. Check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  session: 'Your session has ended. Please sign in again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  other: 'Something went wrong. Please try again.',
} as const;

/**
 * The message to show for an error of a call (contract §8): the server's own text when it sent one;
 * the frozen-account message with the support email; a warning for an order already closed;
 * otherwise `fallback`, or a message about the kind of failure (a 429 without text says how long to wait).
 *
 * @example
 * try {
 *   await api.signin(credentials);
 * } catch (error) {
 *   const { level, message } = toUserMessage(error, { fallback: MESSAGES.loginFailed });
 *   toast[level](message);
 * }
 */
export function toUserMessage(error: unknown, options: UserMessageOptions = {}): UserMessage {
  if (isHttpError(error)) {
    if (error.code === ERROR_CODES.orderAlreadyClosed) return { level: 'warning', message: MESSAGES.orderAlreadyClosed };
    if (error.code === ERROR_CODES.accountFrozen && options.supportEmail) {
      return { level: 'error', message: frozenAccountMessage(options.supportEmail) };
    }
    if (error.serverMessage) return { level: 'error', message: error.serverMessage };
  }
  if (options.fallback !== undefined) return { level: 'error', message: options.fallback };
  if (isNetworkError(error)) return { level: 'error', message: DEFAULT_MESSAGES.network };
  if (isTimeoutError(error)) return { level: 'error', message: DEFAULT_MESSAGES.timeout };
  if (isSessionExpiredError(error)) return { level: 'error', message: DEFAULT_MESSAGES.session };
  if (isRateLimitedError(error)) {
    const wait = error.retryAfterSeconds;
    return { level: 'error', message: wait ? `Too many requests. Please try again in ${wait} s.` : DEFAULT_MESSAGES.rateLimited };
  }
  return { level: 'error', message: DEFAULT_MESSAGES.other };
}
