import { ERROR_CODES } from '@beurs/domain';
import { isHttpError } from '@beurs/api-client';
import { fieldErrorsOf } from '../errors/field-errors';

/**
 * The message a refused list name shows under its field: what the server said about `name` (a
 * name already used, whatever its case), or its message for a refusal that names no field (the
 * most lists a user may keep), which answers the same form. Null for any other failure (the
 * server unreachable, a 5xx, a frozen account), which is shown like every other one (showError).
 *
 * @example
 * nameFieldError(duplicateNameError) // 'You already have a watchlist named Tech; choose another name'
 */
export function nameFieldError(error: unknown): string | null {
  const fields = fieldErrorsOf(error);
  if (fields.name) return fields.name;
  const refusedWithoutField = isHttpError(error) && error.code === ERROR_CODES.validation && !error.fields?.length;
  return refusedWithoutField ? (error.serverMessage ?? null) : null;
}
