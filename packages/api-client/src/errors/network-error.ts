import { ApiError, type ApiErrorOptions } from './api-error';

/**
 * The request never got an answer: the server is down or unreachable, the connection was
 * refused or dropped, or the browser blocked it (CORS). The underlying error is `cause`.
 */
export class NetworkError extends ApiError {
  override name = 'NetworkError' as const;

  constructor(options: ApiErrorOptions) {
    super(`${options.method} ${options.url} failed: the server could not be reached`, options);
  }
}

/** Whether `error` is a {@link NetworkError}. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
