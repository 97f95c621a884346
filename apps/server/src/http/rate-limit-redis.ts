import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long the first connection to Redis may take before the server refuses to start. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The Redis client of the rate limits. @fastify/rate-limit's Redis store speaks ioredis (it
 * defines a Lua command), so this is an ioredis client next to the socket adapter's node-redis
 * ones. Commands fail at once while Redis is away (no offline queue), so a request is never
 * held up waiting for it; the limiter then lets it through and logs.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: CONNECT_TIMEOUT_MS });
  redis.on('error', (error: unknown) => log.error({ err: error }, 'rate-limit redis client error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not connect to Redis for the rate limits within ${CONNECT_TIMEOUT_MS / 1000} s: check REDIS_URL and that Redis is running.`, { cause: error });
  }
  return redis;
}
