import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long start waits for Redis before serving with the limits' counts unavailable until it answers. */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * The Redis client of the rate limits. @fastify/rate-limit's Redis store speaks ioredis (it
 * defines a Lua command), so this is an ioredis client next to the socket adapter's node-redis
 * ones. Commands fail at once while Redis is away (no offline queue), so a request is never
 * held up waiting for it; the limiter then lets it through and logs. Redis being away at start
 * does not stop the server either: the client keeps reconnecting in the background.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  let away = false;
  redis.on('error', (error: unknown) => {
    if (away) return;
    away = true;
    log.error(
      { err: error },
      'the rate limits cannot reach Redis: limited calls are let through until it returns (the sign-in lockout in the database still holds)',
    );
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('the rate limits reach Redis again');
  });
  // A first connection that fails is reported above, and ioredis keeps trying.
  await redis.connect().catch(() => undefined);
  return redis;
}

/** Says goodbye to Redis when it answers; otherwise just stops trying. */
export async function closeRateLimitRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
