import type { ErrorBody, FieldError } from '@beurs/domain/contract';

// Written by hand rather than with the contract's zod `errorBody`, so a client that reads
// failures does not bundle zod. It accepts exactly what `errorBody` accepts (a test holds the two
// side by side) and, like zod, keeps only the fields the contract names.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalText(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

/** A whole number of seconds, 0 or more, as `retry_after_seconds` must be. */
function isSeconds(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function readFieldError(value: unknown): FieldError | undefined {
  if (!isRecord(value) || typeof value.path !== 'string' || typeof value.message !== 'string') return undefined;
  return { path: value.path, message: value.message };
}

function readFields(value: unknown): FieldError[] | undefined | null {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return null;
  const fields: FieldError[] = [];
  for (const entry of value) {
    const field = readFieldError(entry);
    if (!field) return null;
    fields.push(field);
  }
  return fields;
}

/**
 * The contract's error body (`{ statusCode, code, message, fields?, request_id?, retry_after_seconds? }`) in `data`, or
 * `undefined` when `data` has another shape. Unknown keys are left out of the result.
 *
 * @example
 * readErrorBody({ statusCode: 409, code: 'order_already_closed', message: '...' }) // the body
 * readErrorBody({ error: 'Bad Gateway' }) // undefined
 */
export function readErrorBody(data: unknown): ErrorBody | undefined {
  if (!isRecord(data)) return undefined;
  const { statusCode, code, message, request_id: requestId, retry_after_seconds: retryAfter } = data;
  if (!Number.isSafeInteger(statusCode) || typeof code !== 'string' || typeof message !== 'string' || !isOptionalText(requestId)) {
    return undefined;
  }
  if (retryAfter !== undefined && !isSeconds(retryAfter)) return undefined;
  const fields = readFields(data.fields);
  if (fields === null) return undefined;
  const body: ErrorBody = { statusCode: statusCode as number, code, message };
  if ('fields' in data) body.fields = fields;
  if (requestId !== undefined) body.request_id = requestId;
  if (retryAfter !== undefined) body.retry_after_seconds = retryAfter;
  return body;
}
