/**
 * Where the start of the session stands, for the person looking at the terminal:
 * - `starting`: the current user is being loaded for the first time;
 * - `live`: the server answered; the session is in use;
 * - `reconnecting`: the server could not be asked (offline, restarting, a 5xx); the session is
 *   kept and the load is tried again at `retryAt` (epoch ms), or at once when the browser comes
 *   back online;
 * - `ended`: the server refused the session, or the person logged out.
 */
export type SessionStatus =
  { phase: 'starting' } | { phase: 'live' } | { phase: 'reconnecting'; retryAt: number; attempt: number } | { phase: 'ended' };

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * How long to wait before the next try to load the current user: doubles from 1 s up to 30 s,
 * with up to 50% jitter so a restarted server is not met by every terminal at the same moment.
 */
export function startRetryDelay(attempt: number, random: number = Math.random()): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt * (1 + random / 2));
}
