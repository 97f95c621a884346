import type { ErrorCode } from '@beurs/domain';
import { ApiKeyScopeError } from './api-key-scope-error';
import { HttpError, type HttpErrorOptions } from './http-error';
import { IdempotencyConflictError } from './idempotency-conflict-error';
import { RateLimitedError } from './rate-limited-error';
import { retryAfterSeconds } from './retry-after';

// Written out rather than read from ERROR_CODES, which would bring every code and message into
// the client's bundle; the type keeps them the contract's.
const IDEMPOTENCY_CONFLICT: ErrorCode = 'idempotency_conflict';
const API_KEY_SCOPE: ErrorCode = 'api_key_scope';

/**
 * The error of a non-2xx answer: a {@link RateLimitedError} for any 429 (its wait from the
 * `Retry-After` header, else the body), an {@link IdempotencyConflictError} or an
 * {@link ApiKeyScopeError} for their codes, otherwise a plain {@link HttpError}.
 */
export function toHttpError(options: HttpErrorOptions): HttpError {
  const { response, code } = options;
  if (response.status === 429) {
    return new RateLimitedError({
      ...options,
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')) ?? options.retryAfterSeconds,
    });
  }
  if (code === IDEMPOTENCY_CONFLICT) return new IdempotencyConflictError(options);
  if (code === API_KEY_SCOPE) return new ApiKeyScopeError(options);
  return new HttpError(options);
}
