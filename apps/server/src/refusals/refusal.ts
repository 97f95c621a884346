import { ERROR_CODES, type ErrorCode, type FieldError } from '@beurs/domain';

/**
 * What kind of refusal it is. Services say only this; the edges (the HTTP error handler, the
 * socket) decide how it travels, e.g. which status an HTTP answer carries (http/refusal-status.ts).
 */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'too_many';

/**
 * An answer the server gives on purpose: a kind of refusal, a machine code and a message a person
 * can act on. Anything else that escapes a handler is a bug and becomes a 500.
 */
export class Refusal extends Error {
  override name = 'Refusal' as const;
  readonly kind: RefusalKind;
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;
  /** For a refusal that ends by itself (a limit, a lock): the answer's `Retry-After` header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: RefusalKind, code: ErrorCode, message: string, fields?: FieldError[], options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static validation(message: string, fields?: FieldError[]): Refusal {
    return new Refusal('invalid', ERROR_CODES.validation, message, fields);
  }
  static unauthorized(message = 'Sign in to continue.'): Refusal {
    return new Refusal('unauthenticated', ERROR_CODES.unauthorized, message);
  }
  static tokenExpired(): Refusal {
    return new Refusal('unauthenticated', ERROR_CODES.tokenExpired, 'Your session token has expired; refresh it and try again.');
  }
  static forbidden(message: string): Refusal {
    return new Refusal('forbidden', ERROR_CODES.forbidden, message);
  }
  static notFound(message: string): Refusal {
    return new Refusal('not_found', ERROR_CODES.notFound, message);
  }
  static conflict(code: ErrorCode, message: string): Refusal {
    return new Refusal('conflict', code, message);
  }
  static unprocessable(code: ErrorCode, message: string): Refusal {
    return new Refusal('unprocessable', code, message);
  }
  static tooManyRequests(code: ErrorCode, message: string): Refusal {
    return new Refusal('too_many', code, message);
  }
}
