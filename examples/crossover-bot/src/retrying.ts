import { classifyFailure } from '@beurs/api-client';
import { log } from './log';

const FIRST_WAIT_MS = 250;
const LONGEST_WAIT_MS = 5_000;

/**
 * Runs `call` until the server gives a verdict. A call that got no verdict (the server down or
 * restarting, a timeout, a 5xx, a 429) is sent again, unchanged: the bot's writes carry a client
 * order id or an idempotency key, so a repeat is answered with the first one's effect, never a
 * second. A 429 waits the `Retry-After` the server gave; other failures back off up to 5 s.
 * Rejections (a 4xx verdict) and a refused key are thrown to the caller.
 */
export async function retrying<T>(what: string, call: () => Promise<T>, stopping: () => boolean): Promise<T> {
  let wait = FIRST_WAIT_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (classifyFailure(error) !== 'unreachable' || stopping()) throw error;
      const retryAfter = retryAfterMs(error);
      const delay = retryAfter ?? wait;
      log('retry', { what, attempt, wait_ms: delay, reason: (error as Error).message });
      await new Promise((resolve) => setTimeout(resolve, delay));
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    }
  }
}

/** The wait a 429 asked for, in milliseconds, when the error carries one. */
function retryAfterMs(error: unknown): number | null {
  const seconds = typeof error === 'object' && error !== null ? Reflect.get(error, 'retryAfterSeconds') : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(0, seconds) * 1000 : null;
}
