import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { PACKAGE_ROOT } from '../package-root';

/** The Drizzle migrations of this server version (`drizzle-kit generate` writes them). */
export const MIGRATIONS_FOLDER = join(PACKAGE_ROOT, 'drizzle');

/** One migration as `meta/_journal.json` lists it: `when` is what Drizzle records as `created_at`. */
export interface JournalEntry {
  tag: string;
  when: number;
}

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

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string().min(1), when: z.number().int() })),
});

/** The migrations of a folder in the order they apply; throws naming the file when it cannot be read. */
export function readMigrationJournal(migrationsFolder: string = MIGRATIONS_FOLDER): JournalEntry[] {
  const file = join(migrationsFolder, 'meta', '_journal.json');
  let parsed;
  try {
    parsed = journalSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(`The migration journal ${file} could not be read: ${(error as Error).message}`, { cause: error });
  }
  if (!parsed.success) throw new Error(`The migration journal ${file} is not a Drizzle journal: ${parsed.error.message}`);
  return parsed.data.entries.map(({ tag, when }) => ({ tag, when }));
}

let cached: readonly ExpectedMigration[] | null = null;

/**
 * Every migration this release ships, in order, for the readiness check. Read once: the journal
 * is part of the release and does not change while the process runs.
 */
export function expectedMigrations(): readonly ExpectedMigration[] {
  cached ??= readMigrationJournal().map((entry) => ({ tag: entry.tag, createdAt: entry.when }));
  return cached;
}
