/** What every error of this package says about the request that failed. */
export interface RequestTarget {
  /** HTTP method, e.g. `POST`. */
  method: string;
  /** Full URL of the request, query string included. */
  url: string;
}

/** Options shared by the constructors of every {@link ApiError}. */
export interface ApiErrorOptions extends RequestTarget {
  /** The error that caused this one; kept on `error.cause`. */
  cause?: unknown;
}

/**
 * Base class of every error this client rejects with (except an abort through your own
 * `signal`, which rejects with the signal's reason). Thrown as is when a successful answer
 * cannot be read (its body is not JSON, or sign-in returned no token pair).
 *
 * @example
 * try {
 *   await api.getUser();
 * } catch (error) {
 *   if (isApiError(error)) console.error(error.method, error.url, error.message);
 * }
 */
export class ApiError extends Error {
  override name:
    | 'ApiError'
    | 'HttpError'
    | 'RateLimitedError'
    | 'IdempotencyConflictError'
    | 'ApiKeyScopeError'
    | 'NetworkError'
    | 'TimeoutError'
    | 'SessionExpiredError'
    | 'AnswerValidationError' = 'ApiError';
  /** HTTP method of the failed request. */
  readonly method: string;
  /** Full URL of the failed request. */
  readonly url: string;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, { cause: options.cause });
    this.method = options.method;
    this.url = options.url;
  }
}

/** Whether `error` is any error of this client ({@link ApiError} or a subclass). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
