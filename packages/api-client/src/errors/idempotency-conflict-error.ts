import { HttpError } from './http-error';

/**
 * The server answered 409 `idempotency_conflict`: the `Idempotency-Key` (or the order's
 * `client_order_id`) was used before with a different request. The first request's effect
 * stands; a new request needs a new key. A retry of the same request with the same key is no
 * conflict: it answers the first answer again (with `Idempotent-Replayed: true`).
 *
 * @example
 * if (isIdempotencyConflictError(error)) console.error('this key was used for another order');
 */
export class IdempotencyConflictError extends HttpError {
  override name = 'IdempotencyConflictError' as const;
}

/** Whether `error` is an {@link IdempotencyConflictError}. */
export function isIdempotencyConflictError(error: unknown): error is IdempotencyConflictError {
  return error instanceof IdempotencyConflictError;
}
