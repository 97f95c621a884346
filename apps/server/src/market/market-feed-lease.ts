import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The market-feed lease: only the process that holds it runs the simulator and the order
 * engine, so ticks are never doubled when several processes serve one platform.
 */
export interface MarketFeedLease {
  /** Takes the lease if it is free (or confirms it is still held). */
  tryAcquire(): Promise<boolean>;
  /** Whether this process held the lease at the last check. */
  isHeld(): boolean;
  /** Gives the lease up so another process can take it. */
  release(): Promise<void>;
}

/** The advisory-lock key of the market feed (any fixed 64-bit number; "beurs" in ASCII). */
export const MARKET_FEED_LOCK_KEY = '435778868083';

/** On the embedded database only one process can run, so it always holds the lease. */
export const singleProcessLease: MarketFeedLease = {
  tryAcquire: async () => true,
  isHeld: () => true,
  release: async () => undefined,
};

/**
 * A PostgreSQL session advisory lock on a connection of its own (`pg_try_advisory_lock`): held
 * for as long as that connection lives. If the connection drops, PostgreSQL frees the lock and
 * another process takes the feed over at its next try.
 */
export function createPostgresLease(options: { connectionString: string; log: FastifyBaseLogger; key?: string }): MarketFeedLease {
  const key = options.key ?? MARKET_FEED_LOCK_KEY;
  let client: pg.Client | null = null;
  let held = false;

  const drop = () => {
    const old = client;
    client = null;
    held = false;
    old?.removeAllListeners();
    old?.on('error', () => undefined);
    void old?.end().catch(() => undefined);
  };

  return {
    async tryAcquire() {
      try {
        if (!client) {
          const fresh = new pg.Client({ connectionString: options.connectionString, application_name: 'beurs-market-feed' });
          fresh.on('error', (error) => {
            if (held) options.log.warn({ err: error }, 'the market-feed lease connection failed; the lease is lost');
            drop();
          });
          fresh.on('end', () => {
            if (client === fresh) drop();
          });
          client = fresh;
          await fresh.connect();
        }
        if (held) {
          // Still connected means still held; a cheap round trip proves the connection is alive.
          await client.query('select 1');
          return held;
        }
        const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key]);
        held = result.rows[0]?.locked === true;
        if (held) options.log.info('this process holds the market-feed lease and runs the market simulator');
        return held;
      } catch (error) {
        options.log.warn({ err: error }, 'the market-feed lease could not be checked; retrying later');
        drop();
        return false;
      }
    },
    isHeld: () => held,
    async release() {
      const current = client;
      if (current && held) {
        await current.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
      }
      drop();
    },
  };
}
