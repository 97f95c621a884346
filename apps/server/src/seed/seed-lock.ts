import pg from 'pg';

/** The advisory-lock key of seeding ("seed" in ASCII), distinct from the migration's and the market feed's. */
export const SEED_LOCK_KEY = '1936024932';

/**
 * Runs the first-start seed under a session advisory lock on PostgreSQL, so processes started
 * together on an empty database seed it once: without it each generated the whole market history
 * (a minute of CPU on a small machine) only for all but one of them to insert nothing. The others
 * wait, then find everything seeded. The embedded database has one process: no lock.
 */
export async function withSeedLock<T>(databaseUrl: string | null, seed: () => Promise<T>): Promise<T> {
  if (databaseUrl === null) return seed();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'beurs-seed' });
  // A dropped connection rejects the query in flight, which reports it; unhandled, it would end the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    try {
      return await seed();
    } finally {
      // If this fails the connection is gone, and with it the lock.
      await client.query('select pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
