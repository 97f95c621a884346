import type { Database } from './database';
import { readMigrationJournal, type JournalEntry } from './migration-journal';
import { findPendingMigrations } from './pending-migrations';

/** The command that applies migrations before servers roll out (apps/server/package.json). */
export const MIGRATE_COMMAND = 'pnpm --filter @beurs/server migrate';

/** The server was told not to migrate (`MIGRATE_ON_START=false`) and its database lacks migrations. */
export class PendingMigrationsError extends Error {
  override name = 'PendingMigrationsError' as const;
  readonly pending: readonly string[];
  constructor(pending: readonly JournalEntry[]) {
    const tags = pending.map((entry) => entry.tag);
    super(
      `The database lacks ${tags.length === 1 ? 'a migration' : `${tags.length} migrations`} this server needs: ${tags.join(', ')}. ` +
        `MIGRATE_ON_START is false, so the server does not migrate by itself: run \`${MIGRATE_COMMAND}\` ` +
        'with the same DATABASE_URL (or DATA_DIR), then start the server again.',
    );
    this.pending = tags;
  }
}

/** Throws `PendingMigrationsError` naming every migration of this version the database lacks. */
export async function refuseWithPendingMigrations(database: Database): Promise<void> {
  const pending = await findPendingMigrations((text, params) => database.query(text, params), readMigrationJournal());
  if (pending.length > 0) throw new PendingMigrationsError(pending);
}
