import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leases } from '../../src/db/schema/index';
import { LeaseLostError } from '../../src/market/lease-fence';
import { createPostgresLease, MARKET_FEED_LEASE } from '../../src/market/market-feed-lease';
import { TEST_DB_KIND } from '../test-database';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf } from './test-quotes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ market: { enabled: true, tickMs: 100 } });
});
afterAll(async () => {
  await server.close();
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('market feed', () => {
  it('ticks by itself every tickMs while it holds the lease', async () => {
    const before = await quoteOf(server, 'BTCUSD');
    server.clock.advance(1000);
    let latest = before;
    await until(async () => {
      latest = await quoteOf(server, 'BTCUSD');
      return latest.time.getTime() !== before.time.getTime();
    });
    expect(latest.time.toISOString()).toBe(server.clock.now().toISOString());
    expect(latest.mid.eq(before.mid)).toBe(false);
  });
});

// A lease between processes needs PostgreSQL; on PGlite one process always holds it.
describe.skipIf(TEST_DB_KIND !== 'postgres')('market-feed lease on PostgreSQL', () => {
  const leaseOn = (ttlMs = 3_000) => createPostgresLease({ connectionString: server.databaseUrl ?? '', log: server.context.log, ttlMs });

  it('lets one holder at a time run the feed, and tells the others at once when it is released', async () => {
    const a = leaseOn();
    const b = leaseOn();
    let heard = 0;
    b.whenReleased(() => (heard += 1));
    try {
      // The test server's own feed holds nothing here: it runs without a DATABASE_URL, so unleased.
      expect(await a.tryAcquire()).toBe(true);
      expect(await b.tryAcquire()).toBe(false);
      const first = a.term();
      expect(first).not.toBeNull();
      await a.release();
      expect(a.isHeld()).toBe(false);
      await until(() => heard === 1);
      expect(await b.tryAcquire()).toBe(true);
      expect(BigInt(b.term() ?? '0')).toBeGreaterThan(BigInt(first ?? '0'));
      expect(await a.tryAcquire()).toBe(false);
    } finally {
      await a.release();
      await b.release();
    }
  });

  it('stays with a holder that keeps its heartbeat, past many times its time to live', async () => {
    const a = leaseOn(600);
    const b = leaseOn(600);
    try {
      expect(await a.tryAcquire()).toBe(true);
      const term = a.term();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await b.tryAcquire()).toBe(false);
      expect(a.isHeld()).toBe(true);
      expect(a.term()).toBe(term);
    } finally {
      await a.release();
      await b.release();
    }
  });

  it('lets nothing be written by a holder once another process holds a newer term', async () => {
    const a = leaseOn();
    try {
      expect(await a.tryAcquire()).toBe(true);
      const db = server.context.db;
      // A write fenced by the current term goes through.
      await db.transaction(async (tx) => {
        await a.fence(tx);
        await tx.execute(sql`select 1`);
      });
      // Another process took the lease over (as after this one froze past its expiry).
      await db
        .update(leases)
        .set({
          holder: 'another-process',
          fencingToken: sql`${leases.fencingToken} + 1`,
          expiresAt: sql`clock_timestamp() + interval '1 minute'`,
        })
        .where(sql`${leases.name} = ${MARKET_FEED_LEASE}`);
      const before = await quoteOf(server, 'EURUSD');
      const write = db.transaction(async (tx) => {
        await a.fence(tx);
        await tx.execute(sql`update quotes set bid = bid + 1 where instrument_id = 'EURUSD'`);
      });
      await expect(write).rejects.toBeInstanceOf(LeaseLostError);
      expect((await quoteOf(server, 'EURUSD')).bid.eq(before.bid)).toBe(true);
      expect(a.isHeld()).toBe(false);
    } finally {
      await a.release();
      await server.context.db
        .update(leases)
        .set({ holder: null, expiresAt: sql`'-infinity'` })
        .where(sql`${leases.name} = ${MARKET_FEED_LEASE}`);
    }
  });
});
