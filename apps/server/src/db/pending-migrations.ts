import type { JournalEntry } from './migration-journal';

/** Raw SQL on some connection: the pool, a dedicated client or PGlite. */
export type QueryRows = <TRow>(text: string, params?: unknown[]) => Promise<TRow[]>;

/**
 * The journal's migrations Drizzle's migrator would apply now. It applies every migration newer
 * than the newest one recorded in `drizzle.__drizzle_migrations` (by the journal's `when`), not
 * every one missing from the table, so this reports by the same rule: a report that named a gap
 * the migrator would never fill would send the operator to a command that does nothing.
 */
export async function findPendingMigrations(query: QueryRows, journal: readonly JournalEntry[]): Promise<JournalEntry[]> {
  const [table] = await query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return [...journal];
  // bigint as text: node-postgres and PGlite would otherwise answer it in different types.
  const [newest] = await query<{ created_at: string | null }>(
    'select max(created_at)::text as created_at from drizzle.__drizzle_migrations',
  );
  if (newest?.created_at == null) return [...journal];
  const appliedUpTo = Number(newest.created_at);
  return journal.filter((entry) => entry.when > appliedUpTo);
}
