import { HttpError, type HttpErrorOptions } from './http-error';

/**
 * The server answered 429: not now. `code` says which budget is spent: `rate_limited` (the
 * caller's request budget, see `api.rateLimit()`), or a lock after repeated failures such as
 * `account_locked` or `pin_locked`. `retryAfterSeconds` is how long to wait, from the
 * `Retry-After` header or else the body's `retry_after_seconds`; `undefined` when the server
 * said neither. The client never retries by itself: the program decides.
 *
 * @example
 * if (isRateLimitedError(error)) await sleep((error.retryAfterSeconds ?? 1) * 1000);
 */
export class RateLimitedError extends HttpError {
  override name = 'RateLimitedError' as const;
  /** Seconds to wait before trying again, or `undefined` when the server did not say. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: HttpErrorOptions) {
    super(options);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Whether `error` is a {@link RateLimitedError}. */
export function isRateLimitedError(error: unknown): error is RateLimitedError {
  return error instanceof RateLimitedError;
}
