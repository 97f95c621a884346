import { isHttpError } from '@beurs/api-client';

/** Field messages keyed by the field's dotted path (`amount`, `meta.wallet`). */
export type FieldErrors = Readonly<Record<string, string>>;

/** The fields a validation failure named, with their messages; empty for any other error. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isHttpError(error) || !error.fields) return {};
  const result: Record<string, string> = {};
  for (const field of error.fields) result[field.path] ??= field.message;
  return result;
}
