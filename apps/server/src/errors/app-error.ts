import { ERROR_CODES, type ErrorCode, type FieldError } from '@beurs/domain';

/**
 * An answer the server gives on purpose: a status, a machine code and a message a person can act
 * on. Anything else that escapes a handler is a bug and becomes a 500.
 */
export class AppError extends Error {
  override name = 'AppError' as const;
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  /** For a refusal that ends by itself (a limit, a lock): the answer's `Retry-After` header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, fields?: FieldError[], options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static validation(message: string, fields?: FieldError[]): AppError {
    return new AppError(400, ERROR_CODES.validation, message, fields);
  }
  static unauthorized(message = 'Sign in to continue.'): AppError {
    return new AppError(401, ERROR_CODES.unauthorized, message);
  }
  static tokenExpired(): AppError {
    return new AppError(401, ERROR_CODES.tokenExpired, 'Your session token has expired; refresh it and try again.');
  }
  static forbidden(message: string): AppError {
    return new AppError(403, ERROR_CODES.forbidden, message);
  }
  static notFound(message: string): AppError {
    return new AppError(404, ERROR_CODES.notFound, message);
  }
  static conflict(code: ErrorCode, message: string): AppError {
    return new AppError(409, code, message);
  }
  static unprocessable(code: ErrorCode, message: string): AppError {
    return new AppError(422, code, message);
  }
  static tooManyRequests(code: ErrorCode, message: string): AppError {
    return new AppError(429, code, message);
  }
}
