import { isHttpError } from '@beurs/api-client';

/** Messages to show beside fields, by the field's path in the request body. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The errors of a failed sign-up that the person must see to fix their input: the server's
 * field errors (`HttpError.fields`, first message per path). An email that already has an
 * account is not one of them: the server answers it as a new one (it does not tell strangers
 * which emails have accounts). Anything else (the server down, a fault) is not about the input,
 * and gives no field errors.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isHttpError(error)) return {};
  const errors: Record<string, string> = {};
  for (const field of error.fields ?? []) errors[field.path] ??= field.message;
  return errors;
}
