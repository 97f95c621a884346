import type { Redis } from 'ioredis';

/** A window's count after this request, and how long until the window starts again. */
export interface WindowCount {
  count: number;
  resetMs: number;
}

/** Counts requests per subject in fixed windows. */
export interface WindowCounter {
  /** Counts one request of `subject`; a window starts with its first request and lasts `windowMs`. */
  hit(subject: string, windowMs: number): WindowCount | Promise<WindowCount>;
  close(): Promise<void>;
}

/** Windows held in this process: one Map lookup per request; ended windows are swept once a minute. */
export function memoryWindowCounter(now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const at = now();
    for (const [subject, window] of windows) if (window.resetAt <= at) windows.delete(subject);
  }, 60_000);
  sweep.unref();
  return {
    hit(subject, windowMs) {
      const at = now();
      const window = windows.get(subject);
      if (!window || window.resetAt <= at) {
        windows.set(subject, { count: 1, resetAt: at + windowMs });
        return { count: 1, resetMs: windowMs };
      }
      window.count += 1;
      return { count: window.count, resetMs: window.resetAt - at };
    },
    close() {
      clearInterval(sweep);
      windows.clear();
      return Promise.resolve();
    },
  };
}

/** INCR, the window's expiry on its first request, and the time left: one round trip, atomic. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`;

type BudgetRedis = Redis & { beursBudgetHit(key: string, windowMs: number): Promise<[number, number]> };

/**
 * Windows shared by every process in Redis (REDIS_URL), so a program cannot spend its budget
 * once per process. A Redis error lets the request through, counted as the first of its window,
 * as the abuse limits do (http/rate-limits.ts): an outage of Redis must not stop trading.
 */
export function redisWindowCounter(redis: Redis, keyPrefix: string, close: () => Promise<void>): WindowCounter {
  redis.defineCommand('beursBudgetHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const client = redis as BudgetRedis;
  return {
    async hit(subject, windowMs) {
      try {
        const [count, resetMs] = await client.beursBudgetHit(`${keyPrefix}budget:${subject}`, windowMs);
        return { count, resetMs };
      } catch {
        return { count: 1, resetMs: windowMs };
      }
    },
    close,
  };
}
