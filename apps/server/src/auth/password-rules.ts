import { ERROR_CODES, PASSWORD_STRENGTH, passwordUserInputs, weakPasswordMessage, type PasswordOwner } from '@beurs/domain';
import { Refusal } from '../refusals/refusal';
import { createPasswordEstimator, PasswordEstimatorBusyError } from './password-estimator';

// One estimator for the process: its worker holds the dictionaries (tens of MB) once.
const estimator = createPasswordEstimator();

/**
 * Stops the process's estimator worker (a later check starts a new one). For a process that
 * checked passwords while preparing something and must now exit, such as the test suite's setup.
 */
export function stopPasswordEstimator(): Promise<void> {
  return estimator.close();
}

/** Which field a new password arrived in, and what the person calls it. */
export interface PasswordField {
  /** The request field, e.g. `new_password`. */
  path: string;
  /** The field's name in messages, e.g. "New password". */
  label: string;
}

/**
 * The rules a new password follows beyond its length (checked by the contract): it must not
 * contain the email address, and zxcvbn must score it at least `PASSWORD_STRENGTH.minScore`
 * (3 of 4) with the site's words and the person's own details counted as known. A refusal names
 * the field and passes on the estimator's advice ("Add more words that are less common.").
 */
export async function checkNewPassword(password: string, options: { owner: PasswordOwner; field: PasswordField }): Promise<void> {
  const refuse = (message: string) => Refusal.validation(message, [{ path: options.field.path, message }]);
  const email = options.owner.email?.toLowerCase() ?? '';
  const localPart = email.split('@')[0] ?? '';
  const lower = password.toLowerCase();
  if (email && (lower.includes(email) || (localPart.length >= 4 && lower.includes(localPart)))) {
    throw refuse(`${options.field.label} must not contain your email address. Choose another.`);
  }
  let estimate;
  try {
    estimate = await estimator.estimate(password, passwordUserInputs(options.owner));
  } catch (error) {
    if (error instanceof PasswordEstimatorBusyError) {
      throw Refusal.tooManyRequests(
        ERROR_CODES.tooManyRequests,
        'Too many passwords are being checked right now. Try again in a few seconds.',
      );
    }
    throw error;
  }
  if (estimate.score < PASSWORD_STRENGTH.minScore) throw refuse(weakPasswordMessage(options.field.label, estimate));
}
