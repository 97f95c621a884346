import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, readMigrationJournal } from './migration-journal';
import { findPendingMigrations } from './pending-migrations';

/**
 * The advisory-lock key of migrating ("migrate" in ASCII): any fixed 64-bit number other than
 * the market feed's `MARKET_FEED_LOCK_KEY`, so a process migrating never waits on the feed's holder.
 */
export const MIGRATION_LOCK_KEY = '30796665482998885';

export interface MigratePostgresOptions {
  connectionString: string;
  /** Defaults to this server version's migrations; tests pass others. */
  migrationsFolder?: string;
}

/**
 * Applies the pending migrations under a session advisory lock on a connection of its own and
 * returns the tags it applied. Processes started together on an empty database would otherwise
 * all create the same tables and all but one fail (`relation … already exists`): with the lock,
 * the others wait for the first and then find nothing pending. The lock is released and the
 * connection closed whatever happens; a connection that ends frees its session locks anyway.
 */
export async function migratePostgresUnderLock(options: MigratePostgresOptions): Promise<string[]> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const journal = readMigrationJournal(migrationsFolder);
  const client = new pg.Client({ connectionString: options.connectionString, application_name: 'beurs-migrate' });
  // A dropped connection also rejects the query in flight, which reports it; unhandled, it would end the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const pending = await findPendingMigrations(async (text, params) => (await client.query(text, params)).rows, journal);
      if (pending.length > 0) await migrate(drizzle(client), { migrationsFolder });
      return pending.map((entry) => entry.tag);
    } finally {
      // If this fails the connection is gone, and with it the lock: the migration's outcome is the news.
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
