import type { LiveFeedBackoff } from './live-feed-types';

/** Used when a feed is not given its own backoff. */
export const DEFAULT_BACKOFF: LiveFeedBackoff = { initialMs: 500, maxMs: 30_000 };

/**
 * The wait before connection attempt number `attempt` (0 for the first retry): initialMs doubled
 * per attempt up to maxMs, then a random point in its upper half ("equal jitter"), so that
 * many servers that lost an exchange at the same moment do not all come back at the same moment,
 * while none comes back sooner than half the planned wait.
 */
export function reconnectDelayMs(backoff: LiveFeedBackoff, attempt: number, random: () => number = Math.random): number {
  const planned = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(planned / 2 + random() * (planned / 2));
}
