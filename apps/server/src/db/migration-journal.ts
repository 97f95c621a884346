import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The Drizzle migrations of this server version (`drizzle-kit generate` writes them). */
export const MIGRATIONS_FOLDER = resolve(fileURLToPath(new URL('../../drizzle', import.meta.url)));

/** One migration as `meta/_journal.json` lists it: `when` is what Drizzle records as `created_at`. */
export interface JournalEntry {
  tag: string;
  when: number;
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
