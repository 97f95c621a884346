import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { expectedMigrations } from '../db/migration-journal';
import type { StoredSourceHealth } from '../market/sources/source-health-store';

/** How long one check may take before it counts as failed: a probe must answer before the balancer gives up on it. */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

/**
 * A check: `fail` makes the process unready; `degraded` is reported and does not, because the
 * process still serves every HTTP call without it (Redis: realtime between processes pauses).
 */
export interface ReadinessCheck {
  status: 'pass' | 'fail' | 'degraded';
  /** What was found, in plain words; on a failure, why. */
  message: string;
}

/** The market-feed lease: reported, never decisive (only one process of a platform holds it). */
export interface LeaseReport {
  status: 'info';
  held: boolean;
  message: string;
}

/** The market-data sources as the lease holder last wrote them: reported, degraded when one is down, never decisive. */
export interface SourcesReport {
  status: 'pass' | 'degraded';
  message: string;
  sources: Array<{
    source: string;
    state: string;
    last_message_at: string | null;
    lag_ms: number | null;
    reconnects: number;
    detail: string | null;
    updated_at: string;
  }>;
}

export const READINESS_STATUS = { ready: 'ready', notReady: 'not_ready' } as const;
export type ReadinessStatus = (typeof READINESS_STATUS)[keyof typeof READINESS_STATUS];

/** The body of `GET /readyz`. `redis` is present only when the process is configured with REDIS_URL. */
export interface ReadinessReport {
  status: ReadinessStatus;
  checks: {
    database: ReadinessCheck;
    migrations: ReadinessCheck;
    redis?: ReadinessCheck;
    marketFeedLease: LeaseReport;
    marketSources?: SourcesReport;
  };
}

export interface ReadinessDependencies {
  database: Pick<Database, 'query'>;
  /** Pings the Redis clients the socket.io adapter uses; null when the process runs without Redis. */
  pingRedis: (() => Promise<void>) | null;
  /** The market feed of this process; null when the configuration switches it off. */
  marketFeed: { isLeader(): boolean } | null;
  log: FastifyBaseLogger;
  /** The market-data sources' health as last written; absent in processes that do not report it. */
  readSources?: () => Promise<StoredSourceHealth[]>;
  /** Defaults to {@link READINESS_CHECK_TIMEOUT_MS}. */
  timeoutMs?: number;
}

export interface ReadinessChecks {
  /** Runs every check; never throws (a check that throws is a failed check). */
  run(): Promise<ReadinessReport>;
}

class CheckTimeoutError extends Error {
  override name = 'CheckTimeoutError' as const;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The probe's promise, or a rejection after `timeoutMs`; the probe itself is left to finish on its own. */
async function within<T>(probe: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeoutError()), timeoutMs);
  });
  try {
    return await Promise.race([probe(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function seconds(ms: number): string {
  return `${ms / 1000} s`;
}

async function checkDatabase(database: ReadinessDependencies['database'], timeoutMs: number): Promise<ReadinessCheck> {
  try {
    await within(() => database.query('select 1'), timeoutMs);
    return { status: 'pass', message: 'The database answered select 1.' };
  } catch (error) {
    if (error instanceof CheckTimeoutError) {
      return { status: 'fail', message: `The database did not answer select 1 within ${seconds(timeoutMs)}.` };
    }
    return { status: 'fail', message: `The database could not be queried: ${describeError(error)}` };
  }
}

/** PostgreSQL's code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01';

async function checkMigrations(database: ReadinessDependencies['database'], timeoutMs: number): Promise<ReadinessCheck> {
  try {
    const expected = expectedMigrations();
    // `created_at` is a bigint: PostgreSQL sends it as text, PGlite as a number; text is the same on both.
    const rows = await within(
      () => database.query<{ created_at: string }>('select created_at::text as created_at from drizzle.__drizzle_migrations'),
      timeoutMs,
    );
    const applied = new Set(rows.map((row) => row.created_at));
    const missing = expected.filter((migration) => !applied.has(String(migration.createdAt)));
    if (missing.length > 0) {
      return {
        status: 'fail',
        message: `${missing.length} of ${expected.length} migrations are not recorded as applied: ${missing.map((migration) => migration.tag).join(', ')}.`,
      };
    }
    // A newer release may have migrated already (a rolling deploy); this one still runs on the schema it knows.
    const newer = applied.size - expected.length;
    const extra = newer > 0 ? ` (and ${newer} newer than this release)` : '';
    return { status: 'pass', message: `All ${expected.length} migrations are applied${extra}.` };
  } catch (error) {
    if (error instanceof CheckTimeoutError) {
      return { status: 'fail', message: `The applied migrations could not be read within ${seconds(timeoutMs)}.` };
    }
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === UNDEFINED_TABLE) {
      return { status: 'fail', message: 'The database has never been migrated: drizzle.__drizzle_migrations does not exist.' };
    }
    return { status: 'fail', message: `The applied migrations could not be read: ${describeError(error)}` };
  }
}

async function checkRedis(pingRedis: () => Promise<void>, timeoutMs: number): Promise<ReadinessCheck> {
  try {
    await within(pingRedis, timeoutMs);
    return { status: 'pass', message: "Redis answered PING on the socket adapter's connections." };
  } catch (error) {
    // Every process shares the one Redis: failing readiness on it would take them all out of the
    // balancer at once, for an outage during which they still serve every HTTP call.
    const consequence = ' HTTP is served; realtime between processes is paused until Redis answers.';
    if (error instanceof CheckTimeoutError) {
      return { status: 'degraded', message: `Redis did not answer PING within ${seconds(timeoutMs)}.${consequence}` };
    }
    return { status: 'degraded', message: `Redis is not usable: ${describeError(error)}${consequence}` };
  }
}

function reportLease(marketFeed: ReadinessDependencies['marketFeed']): LeaseReport {
  if (!marketFeed) return { status: 'info', held: false, message: "The market feed is switched off in this process's configuration." };
  try {
    return marketFeed.isLeader()
      ? { status: 'info', held: true, message: 'This process holds the market-feed lease and runs the market simulator.' }
      : { status: 'info', held: false, message: 'Another process runs the market simulator; this one takes the lease over if it stops.' };
  } catch (error) {
    return { status: 'info', held: false, message: `Whether this process holds the market-feed lease is unknown: ${describeError(error)}` };
  }
}

async function reportSources(readSources: () => Promise<StoredSourceHealth[]>, timeoutMs: number): Promise<SourcesReport | null> {
  try {
    const stored = await within(readSources, timeoutMs);
    if (stored.length === 0) return null;
    const down = stored.filter((health) => health.state === 'down');
    const sources = stored.map((health) => ({
      source: health.source,
      state: health.state,
      last_message_at: health.lastMessageAt === null ? null : new Date(health.lastMessageAt).toISOString(),
      lag_ms: health.lagMs,
      reconnects: health.reconnects,
      detail: health.detail,
      updated_at: new Date(health.updatedAt).toISOString(),
    }));
    return down.length === 0
      ? { status: 'pass', message: `Every market-data source is up (${stored.map((health) => health.source).join(', ')}).`, sources }
      : {
          status: 'degraded',
          message: `No fresh prices from ${down.map((health) => health.source).join(', ')}: their instruments are stale or simulated.`,
          sources,
        };
  } catch (error) {
    return { status: 'degraded', message: `The market-data sources' health could not be read: ${describeError(error)}`, sources: [] };
  }
}

/**
 * The readiness checks of `GET /readyz`: the database answers, every migration this release
 * ships is applied, and (with REDIS_URL) the socket adapter's Redis answers. Probes that arrive
 * while a run is in progress share it, so a flood of them costs the database one query each
 * check, not one per probe. Becoming unready and ready again is logged once, not on every probe.
 */
export function createReadinessChecks(dependencies: ReadinessDependencies): ReadinessChecks {
  const { database, pingRedis, marketFeed, log, readSources } = dependencies;
  const timeoutMs = dependencies.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  let running: Promise<ReadinessReport> | null = null;
  let lastStatus: ReadinessStatus = READINESS_STATUS.ready;

  const runOnce = async (): Promise<ReadinessReport> => {
    const [databaseCheck, migrations, redis, marketSources] = await Promise.all([
      checkDatabase(database, timeoutMs),
      checkMigrations(database, timeoutMs),
      pingRedis ? checkRedis(pingRedis, timeoutMs) : Promise.resolve(null),
      readSources ? reportSources(readSources, timeoutMs) : Promise.resolve(null),
    ]);
    const checks: ReadinessReport['checks'] = {
      database: databaseCheck,
      migrations,
      ...(redis ? { redis } : {}),
      marketFeedLease: reportLease(marketFeed),
      ...(marketSources ? { marketSources } : {}),
    };
    const failed = Object.entries(checks).filter(([, check]) => check.status === 'fail');
    const status = failed.length === 0 ? READINESS_STATUS.ready : READINESS_STATUS.notReady;
    if (status !== lastStatus) {
      if (status === READINESS_STATUS.ready) log.info('ready again: every readiness check passes');
      else log.warn({ failed: Object.fromEntries(failed) }, 'not ready: a readiness check fails');
      lastStatus = status;
    }
    return { status, checks };
  };

  return {
    run() {
      running ??= runOnce().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
