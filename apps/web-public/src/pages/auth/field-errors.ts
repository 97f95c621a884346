import { isHttpError } from '@beurs/api-client';
import { ERROR_CODES } from '@beurs/domain';

/** Messages to show beside fields, by the field's path in the request body. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The errors of a failed sign-up that the person must see to fix their input: the server's
 * field errors (`HttpError.fields`, first message per path), and an email already registered
 * (409 `conflict`, which names no field but can only be fixed in the email field). Anything
 * else (the server down, a fault) is not about the input, and gives no field errors.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isHttpError(error)) return {};
  const errors: Record<string, string> = {};
  for (const field of error.fields ?? []) errors[field.path] ??= field.message;
  if (error.code === ERROR_CODES.conflict && error.serverMessage && Object.keys(errors).length === 0) {
    errors.email = error.serverMessage;
  }
  return errors;
}
