import type { ErrorCode, FieldError } from '@beurs/domain';
import { ApiError, type RequestTarget } from './api-error';

/** What the server said in its error body (`{ statusCode, code, message, fields? }`), when it said it. */
export interface ServerErrorDetails {
  /** Machine-readable code, e.g. `account_frozen` (see `ERROR_CODES`). */
  code?: string | undefined;
  /** The error body's `message`: text written for the user. */
  serverMessage?: string | undefined;
  /** Fields to fix on a validation failure. */
  fields?: FieldError[] | undefined;
  /** The error body's `retry_after_seconds` (extension, on a 429): seconds to wait before trying again. */
  retryAfterSeconds?: number | undefined;
}

/** Options of the {@link HttpError} constructor. */
export interface HttpErrorOptions extends RequestTarget, ServerErrorDetails {
  /** The answer, its body still readable. */
  response: Response;
  cause?: unknown;
}

/**
 * The server answered with a status outside 2xx. `code`, `serverMessage` and `fields` come
 * from the contract's error body when the server sent one; they are `undefined` when the body
 * was missing or not JSON (a proxy's HTML page, say).
 *
 * @example
 * if (isHttpError(error) && error.code === ERROR_CODES.wrongPin) showPinField(error.serverMessage);
 */
export class HttpError extends ApiError {
  override name: 'HttpError' | 'RateLimitedError' | 'IdempotencyConflictError' | 'ApiKeyScopeError' = 'HttpError';
  /** HTTP status, e.g. 409. */
  readonly status: number;
  /** The server's error code (`ERROR_CODES`), or `undefined` without a contract error body. */
  readonly code: ErrorCode | (string & {}) | undefined;
  /** The server's text for the user, or `undefined` when it sent none. */
  readonly serverMessage: string | undefined;
  /** Fields the server refused, with a message each, or `undefined`. */
  readonly fields: FieldError[] | undefined;
  /** The answer; its body can still be read. */
  readonly response: Response;

  constructor(options: HttpErrorOptions) {
    const status = `${options.response.status}${options.response.statusText ? ` ${options.response.statusText}` : ''}`;
    super(
      `${options.method} ${options.url} failed with status ${status}${options.serverMessage ? `: ${options.serverMessage}` : ''}`,
      options,
    );
    this.status = options.response.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
    this.fields = options.fields;
    this.response = options.response;
  }
}

/** Whether `error` is an {@link HttpError}. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
