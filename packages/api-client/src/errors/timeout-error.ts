import { ApiError, type ApiErrorOptions } from './api-error';

/** Options of the {@link TimeoutError} constructor. */
export interface TimeoutErrorOptions extends ApiErrorOptions {
  /** The timeout that ran out, in milliseconds. */
  timeout: number;
}

/** A request ran past the `timeout` given for the call; it was abandoned. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError' as const;
  /** The timeout that ran out, in milliseconds. */
  readonly timeout: number;

  constructor(options: TimeoutErrorOptions) {
    super(`${options.method} ${options.url} timed out after ${options.timeout} ms`, options);
    this.timeout = options.timeout;
  }
}

/** Whether `error` is a {@link TimeoutError}. */
export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError;
}
