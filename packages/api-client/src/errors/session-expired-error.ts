import type { SessionEndReason } from '../session/session-end-reason';
import { ApiError, type ApiErrorOptions } from './api-error';

/** Options of the {@link SessionExpiredError} constructor. */
export interface SessionExpiredErrorOptions extends ApiErrorOptions {
  /** Why the session ended. */
  reason: Exclude<SessionEndReason, 'logout'>;
}

/**
 * An authenticated call got a 401 and the session could not be renewed: the refresh was
 * refused or there was no refresh token. The tokens have been cleared and `onSessionEnded`
 * called by the time a caller sees this; `cause` is the refresh's own error, if any.
 */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError' as const;
  /** Why the session ended. */
  readonly reason: Exclude<SessionEndReason, 'logout'>;

  constructor(options: SessionExpiredErrorOptions) {
    super(`${options.method} ${options.url} failed: the session has ended (${options.reason})`, options);
    this.reason = options.reason;
  }
}

/** Whether `error` is a {@link SessionExpiredError}. */
export function isSessionExpiredError(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError;
}
