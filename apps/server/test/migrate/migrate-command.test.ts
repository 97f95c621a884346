import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../src/config/env-values';
import { readMigrationJournal } from '../../src/db/migration-journal';
import { runMigrateCommand } from '../../src/migrate/migrate-command';
import { createEmptyPostgresDatabase } from '../empty-postgres-database';
import { TEST_DB_KIND } from '../test-database';

/**
 * The environment of a deployment's database that has never been migrated: an empty PostgreSQL
 * database, or an embedded one in a new folder. PORT 1 answers nothing, so the command's guard
 * against a running embedded server never mistakes another process for one.
 */
async function emptyDatabaseEnv(): Promise<{ env: Env; remove(): Promise<void> }> {
  if (TEST_DB_KIND === 'postgres') {
    const empty = await createEmptyPostgresDatabase();
    return { env: { DATABASE_URL: empty.url }, remove: empty.drop };
  }
  const folder = mkdtempSync(join(tmpdir(), 'beurs-migrate-command-'));
  return { env: { DATA_DIR: folder, PORT: '1' }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}

describe('the migrate command', () => {
  it('applies every pending migration, naming each, and then finds nothing pending', async () => {
    const database = await emptyDatabaseEnv();
    try {
      const first = await runMigrateCommand(database.env);
      expect(first.exitCode).toBe(0);
      const tags = readMigrationJournal().map((entry) => entry.tag);
      expect(first.message).toBe(`Applied ${tags.length} migrations:\n${tags.map((tag) => `  ${tag}`).join('\n')}`);

      expect(await runMigrateCommand(database.env)).toEqual({ exitCode: 0, message: 'No pending migrations: the database is up to date.' });
    } finally {
      await database.remove();
    }
    // On the embedded database both runs start PGlite from a folder, seconds each on a small machine.
  }, 120_000);

  it('exits 2 with the configuration problem when DATABASE_URL is not a PostgreSQL address', async () => {
    const outcome = await runMigrateCommand({ DATABASE_URL: 'mysql://127.0.0.1/beurs' });
    expect(outcome.exitCode).toBe(2);
    expect(outcome.message).toContain('DATABASE_URL must start with postgres:// or postgresql://');
  });

  it('exits 1 saying nothing was applied when PostgreSQL cannot be reached', async () => {
    // Port 1 refuses at once; nothing is listening there.
    const outcome = await runMigrateCommand({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/beurs' });
    expect(outcome).toEqual({ exitCode: 1, message: 'Migrating PostgreSQL failed, nothing was applied: connect ECONNREFUSED 127.0.0.1:1' });
  });
});
