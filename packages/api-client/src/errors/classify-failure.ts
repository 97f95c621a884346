import { isHttpError } from './http-error';
import { isNetworkError } from './network-error';
import { isSessionExpiredError } from './session-expired-error';
import { isTimeoutError } from './timeout-error';

/**
 * What a failed call tells you, which decides what to do next:
 *
 * - `refused`: the server refused the credentials: a {@link SessionExpiredError}, or a 401 that
 *   survived the one refresh. The session is over; sign in again.
 * - `unreachable`: no verdict: the server could not be reached or could not answer (network
 *   error, timeout, 408, 429 (a `RateLimitedError`: wait its `retryAfterSeconds`), 5xx). Keep the
 *   session and try again later.
 * - `aborted`: the call was abandoned on this side (an `AbortSignal`, or the page navigating
 *   away). Nothing is known; never end a session for it.
 * - `rejected`: the server answered and said no to this request (another 4xx: a validation
 *   error, a frozen account, a missing resource). The session is fine.
 */
export const FAILURE_KINDS = {
  refused: 'refused',
  unreachable: 'unreachable',
  aborted: 'aborted',
  rejected: 'rejected',
} as const;

/** One of {@link FAILURE_KINDS}. */
export type FailureKind = (typeof FAILURE_KINDS)[keyof typeof FAILURE_KINDS];

/** Statuses that say "not now" rather than "no". */
const NO_VERDICT_STATUSES = new Set([408, 429]);

/** Whether an HTTP status is a verdict on the request (a 4xx other than 408 and 429). */
export function isVerdictStatus(status: number): boolean {
  return status >= 400 && status < 500 && !NO_VERDICT_STATUSES.has(status);
}

function isAbortError(error: unknown): boolean {
  // DOMException is not an Error subclass everywhere; the name is what fetch and AbortSignal set.
  return typeof error === 'object' && error !== null && Reflect.get(error, 'name') === 'AbortError';
}

/**
 * Sorts a call's failure into {@link FAILURE_KINDS}, so an app ends a session only when the server
 * refused it, not when it could not be asked. Anything that is not an error of this client (a
 * bug in a hook, say) counts as `rejected`: it is reported, and says nothing about the session.
 *
 * @example
 * try {
 *   await api.getUser();
 * } catch (error) {
 *   switch (classifyFailure(error)) {
 *     case 'refused': return goToSignIn();
 *     case 'unreachable': return retryLater();
 *     case 'aborted': return; // the page is going away
 *     case 'rejected': return showError(error);
 *   }
 * }
 */
export function classifyFailure(error: unknown): FailureKind {
  if (isSessionExpiredError(error)) return FAILURE_KINDS.refused;
  if (isHttpError(error)) {
    if (error.status === 401) return FAILURE_KINDS.refused;
    return isVerdictStatus(error.status) ? FAILURE_KINDS.rejected : FAILURE_KINDS.unreachable;
  }
  if (isNetworkError(error) || isTimeoutError(error)) return FAILURE_KINDS.unreachable;
  if (isAbortError(error)) return FAILURE_KINDS.aborted;
  return FAILURE_KINDS.rejected;
}
