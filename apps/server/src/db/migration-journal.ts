import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** One migration this release ships, as drizzle records it once applied. */
export interface ExpectedMigration {
  /** The file name without `.sql`, e.g. `0004_session_end_notify`. */
  tag: string;
  /**
   * The journal's `when`: drizzle writes it to `created_at` when it applies the migration, and
   * that column (not the hash) is how drizzle itself tells applied migrations apart.
   */
  createdAt: number;
}

/** drizzle-kit writes this file beside the SQL files (`pnpm db:generate`). */
const journalUrl = new URL('../../drizzle/meta/_journal.json', import.meta.url);

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string().min(1), when: z.number().int() })),
});

let cached: readonly ExpectedMigration[] | null = null;

/**
 * Every migration in drizzle's journal, in order. Read here rather than from the migrator so the
 * readiness check needs nothing from the code that opens and migrates the database. Read once:
 * the journal is part of the release and does not change while the process runs.
 */
export function expectedMigrations(): readonly ExpectedMigration[] {
  if (cached) return cached;
  const path = fileURLToPath(journalUrl);
  const journal = journalSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  cached = journal.entries.map((entry) => ({ tag: entry.tag, createdAt: entry.when }));
  return cached;
}
