import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/database';
import { leases } from '../db/schema/index';
import { LeaseLostError, NO_FENCE, type LeaseFence } from './lease-fence';

/**
 * The market-feed lease: only the process that holds it runs the simulator and the order
 * engine, so ticks are never doubled when several processes serve one platform.
 */
export interface MarketFeedLease {
  /** Takes the lease if it is free or has expired; true while this process holds it. */
  tryAcquire(): Promise<boolean>;
  /** Whether this process holds the lease now: taken, renewed in time, and not known to be lost. */
  isHeld(): boolean;
  /**
   * The fencing token of the term this process holds, or null. A new token means a new term:
   * someone else may have written in between, so whatever was derived in memory is rebuilt.
   */
  term(): string | null;
  /** Checked first in every transaction of the feed: throws `LeaseLostError` unless this term still holds. */
  fence: LeaseFence;
  /** Gives the lease up and tells the other processes at once, so one takes over without waiting. */
  release(): Promise<void>;
  /** `listener` is called when another process releases the lease, so this one can take it at once. */
  whenReleased(listener: () => void): void;
}

/** The row of `leases` that the market feed uses. */
export const MARKET_FEED_LEASE = 'market-feed';

/** The channel on which a released lease is announced. */
export const LEASE_RELEASED_CHANNEL = 'beurs_lease_released';

/** How long a term lasts without a heartbeat: a frozen holder loses the lease this long after its last one. */
export const DEFAULT_LEASE_TTL_MS = 3_000;

/**
 * The advisory-lock key the market feed used before the lease became a row. Kept reserved so
 * that no other advisory lock of the platform reuses it while an older release may still run.
 */
export const MARKET_FEED_LOCK_KEY = '435778868083';

/** On the embedded database only one process can run, so it always holds the lease. */
export const singleProcessLease: MarketFeedLease = {
  tryAcquire: async () => true,
  isHeld: () => true,
  term: () => 'single-process',
  fence: NO_FENCE,
  release: async () => undefined,
  whenReleased: () => undefined,
};

export interface PostgresLeaseOptions {
  connectionString: string;
  log: FastifyBaseLogger;
  /** The row of `leases`; tests use their own. */
  name?: string;
  ttlMs?: number;
}

// Takes the lease when it has expired (or was released), or renews it when this holder still has
// it. The token goes up only when the term changes hands or lapsed, so a renewal keeps it.
const ACQUIRE = `
  update leases set
    fencing_token = fencing_token + case when holder = $2 and expires_at > clock_timestamp() then 0 else 1 end,
    holder = $2,
    expires_at = clock_timestamp() + make_interval(secs => $3::double precision / 1000)
  where name = $1 and (expires_at <= clock_timestamp() or holder = $2)
  returning fencing_token::text as token`;

// Gives the term up and announces it in the same transaction: followers hear it on commit.
const RELEASE = `
  with released as (
    update leases set holder = null, expires_at = '-infinity'
    where name = $1 and holder = $2 and fencing_token = $3::bigint
    returning name
  )
  select pg_notify($4, name) from released`;

/**
 * The lease as a row of `leases` with an expiry and a fencing token, on a connection of its own
 * (a pool busy with orders must not delay a heartbeat). The holder renews it every third of its
 * time to live; a holder that stops (frozen, cut off, overloaded) loses it when it expires, and
 * the next process to try takes it with a higher token. Every write of the feed calls `fence`
 * first in its transaction: the row is read under a share lock and must still carry this
 * holder's token and a future expiry. So a holder that wakes up after another took over cannot
 * write, and a takeover waits for the old holder's transactions in flight to end.
 */
export function createPostgresLease(options: PostgresLeaseOptions): MarketFeedLease {
  const { log } = options;
  const name = options.name ?? MARKET_FEED_LEASE;
  const ttlMs = options.ttlMs ?? DEFAULT_LEASE_TTL_MS;
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  /** This holder's term: its token, and until when (this process's monotonic clock) it is surely held. */
  let held: { token: string; until: number } | null = null;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let renewing = false;
  let onReleased: () => void = () => undefined;

  const endTerm = () => {
    held = null;
    clearInterval(heartbeat);
    heartbeat = undefined;
  };

  const lose = (reason: string) => {
    if (held) log.warn(`this process lost the market-feed lease: ${reason}`);
    endTerm();
  };

  const drop = (old: pg.Client) => {
    if (client === old) client = null;
    old.removeAllListeners();
    old.on('error', () => undefined);
    void old.end().catch(() => undefined);
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const fresh = new pg.Client({ connectionString: options.connectionString, application_name: 'beurs-market-feed-lease' });
      fresh.on('error', (error) => {
        log.warn({ err: error }, 'the market-feed lease connection failed');
        drop(fresh);
      });
      fresh.on('end', () => drop(fresh));
      fresh.on('notification', (message) => {
        if (message.channel === LEASE_RELEASED_CHANNEL && message.payload === name && !held) onReleased();
      });
      try {
        await fresh.connect();
        // A takeover waits for the holder's fenced transactions; never longer than a term.
        await fresh.query(`set lock_timeout = ${Math.ceil(ttlMs)}`);
        await fresh.query(`listen ${LEASE_RELEASED_CHANNEL}`);
      } catch (error) {
        drop(fresh);
        throw error;
      }
      client = fresh;
      return fresh;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  /** One round trip that takes or renews the lease; the term is counted from before it was sent. */
  const claim = async (): Promise<boolean> => {
    const connection = await connect();
    const sent = performance.now();
    const result = await connection.query<{ token: string }>(ACQUIRE, [name, holder, ttlMs]);
    const token = result.rows[0]?.token;
    if (token === undefined) {
      lose('another process holds it');
      return false;
    }
    if (held?.token !== token) log.info(`this process holds the market-feed lease (term ${token}) and runs the market simulator`);
    held = { token, until: sent + ttlMs };
    heartbeat ??= setInterval(() => void renew(), Math.max(50, Math.floor(ttlMs / 3)));
    heartbeat.unref?.();
    return true;
  };

  const renew = async () => {
    if (renewing || !held) return;
    renewing = true;
    try {
      await claim();
    } catch (error) {
      // Not lost yet: the term runs until its expiry, and the next heartbeat tries again.
      log.warn({ err: error }, 'the market-feed lease could not be renewed; retrying');
    } finally {
      renewing = false;
    }
  };

  const isHeld = () => held !== null && performance.now() < held.until;

  return {
    async tryAcquire() {
      if (isHeld()) return true;
      try {
        return await claim();
      } catch (error) {
        log.warn({ err: error }, 'the market-feed lease could not be checked; retrying later');
        lose('its database connection failed');
        return false;
      }
    },
    isHeld,
    term: () => (isHeld() ? (held?.token ?? null) : null),
    async fence(tx: Tx) {
      const term = held;
      if (!term || performance.now() >= term.until) throw new LeaseLostError('its term ran out before this write');
      // The share lock below holds off a takeover until this transaction ends. If this process
      // froze in the middle of it, the lock would hold it off for ever: PostgreSQL ends the
      // transaction once it has waited on this process for the lease's time to live.
      await tx.execute(sql.raw(`set local idle_in_transaction_session_timeout = ${Math.ceil(ttlMs)}`));
      const found = await tx
        .select({ name: leases.name })
        .from(leases)
        .where(
          and(
            eq(leases.name, name),
            eq(leases.holder, holder),
            eq(leases.fencingToken, BigInt(term.token)),
            sql`${leases.expiresAt} > clock_timestamp()`,
          ),
        )
        .for('share');
      if (found.length === 0) {
        if (held === term) lose('another process holds a newer term');
        throw new LeaseLostError('another process holds a newer term');
      }
    },
    async release() {
      const term = held;
      endTerm();
      const connection = client;
      if (term && connection) {
        await connection.query(RELEASE, [name, holder, term.token, LEASE_RELEASED_CHANNEL]).catch((error: unknown) => {
          log.warn({ err: error }, 'the market-feed lease could not be released; it expires by itself');
        });
      }
      if (connecting) await connecting.catch(() => undefined);
      if (client) drop(client);
    },
    whenReleased(listener) {
      onReleased = listener;
    },
  };
}
