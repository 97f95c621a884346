import { randomUUID } from 'node:crypto';
import { TEST_DB_KIND } from '../test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_FAMILIES, type RateLimitSettings } from '../../src/config/rate-limit-settings';
import { startTestServer, type TestServer } from '../test-server';
import { call, expectError } from '../accounts/test-accounts';

const REDIS_URL = process.env.BEURS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMITS = Object.fromEntries(
  RATE_LIMIT_FAMILIES.map((family) => [family, { perIp: 2, global: 100, windowSeconds: 60 }]),
) as RateLimitSettings;

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  // Two processes of one platform: same Redis, same key prefix (fresh for this run).
  const shared = { redisUrl: REDIS_URL, redisKeyPrefix: `beurs-test-${randomUUID()}:`, rateLimits: LIMITS };
  first = await startTestServer(shared);
  second = await startTestServer(shared);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

// Redis joins processes that share one PostgreSQL database (an embedded database serves one
// process only), so this runs in the PostgreSQL pass, on the database deployments use with it.
describe.skipIf(TEST_DB_KIND !== 'postgres')('abuse limits with REDIS_URL', () => {
  it('shares the count between the processes of one platform', async () => {
    const body = { email: 'someone@example.com', password: 'not it' };
    expect((await call(first, 'signin', { body, from: '198.51.100.30' })).statusCode).toBe(401);
    expect((await call(second, 'signin', { body, from: '198.51.100.30' })).statusCode).toBe(401);
    const third = await call(first, 'signin', { body, from: '198.51.100.30' });
    expectError(third, 429, 'too_many_requests');
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const fourth = await call(second, 'signin', { body, from: '198.51.100.30' });
    expectError(fourth, 429, 'too_many_requests');
  });
});
