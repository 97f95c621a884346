import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresLease } from '../../src/market/market-feed-lease';
import { POSTGRES_ADMIN_URL, TEST_DB_KIND } from '../test-database';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf } from './test-quotes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ market: { enabled: true, tickMs: 100 } });
});
afterAll(async () => {
  await server.close();
});

describe('market feed', () => {
  it('ticks by itself every tickMs while it holds the lease', async () => {
    const before = await quoteOf(server, 'BTCUSD');
    server.clock.advance(1000);
    let latest = before;
    const started = performance.now();
    while (latest.time.getTime() === before.time.getTime() && performance.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      latest = await quoteOf(server, 'BTCUSD');
    }
    expect(latest.time.toISOString()).toBe(server.clock.now().toISOString());
    expect(latest.mid.eq(before.mid)).toBe(false);
  });
});

describe('market-feed lease', () => {
  // Only PostgreSQL has advisory locks shared between processes; PGlite is one process.
  it.skipIf(TEST_DB_KIND !== 'postgres')('lets one holder at a time run the feed, and hands over when it is released', async () => {
    const log = server.context.log;
    const key = String(randomInt(1, 2 ** 40));
    const a = createPostgresLease({ connectionString: POSTGRES_ADMIN_URL, log, key });
    const b = createPostgresLease({ connectionString: POSTGRES_ADMIN_URL, log, key });
    try {
      expect(await a.tryAcquire()).toBe(true);
      expect(await b.tryAcquire()).toBe(false);
      expect(await a.tryAcquire()).toBe(true);
      await a.release();
      expect(await b.tryAcquire()).toBe(true);
      expect(b.isHeld()).toBe(true);
      expect(await a.tryAcquire()).toBe(false);
    } finally {
      await a.release();
      await b.release();
    }
  });
});
