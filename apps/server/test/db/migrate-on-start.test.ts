import { describe, expect, it } from 'vitest';
import { buildServer } from '../../src/build-server';
import { ConfigError, loadConfig } from '../../src/config/config';
import { openDatabase } from '../../src/db/database';
import { MIGRATE_COMMAND, PendingMigrationsError } from '../../src/db/migrations-check';
import { readMigrationJournal } from '../../src/db/migration-journal';
import { createEmptyPostgresDatabase } from '../empty-postgres-database';
import { createTestDatabase, TEST_DB_KIND } from '../test-database';
import { createTestClock } from '../test-clock';
import { testServerConfig } from '../test-server-config';
import { startTestServer } from '../test-server';

async function startFailure(start: Promise<unknown>): Promise<PendingMigrationsError> {
  try {
    await start;
  } catch (error) {
    if (error instanceof PendingMigrationsError) return error;
    throw error;
  }
  throw new Error('the server started');
}

describe('MIGRATE_ON_START', () => {
  it('is on by default, read as a yes/no switch, and refuses anything else', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: 'later' })).toThrow(ConfigError);
    expect(() => loadConfig({ MIGRATE_ON_START: 'later' })).toThrow('MIGRATE_ON_START must be true or false, got "later"');
  });

  it('when false, refuses to start on a database lacking a migration, naming it and the migrate command', async () => {
    const database = await createTestDatabase();
    try {
      const journal = readMigrationJournal();
      const newest = journal.at(-1);
      await database.query('delete from drizzle.__drizzle_migrations where created_at = $1', [newest?.when]);

      const refusal = await startFailure(
        buildServer(testServerConfig({ migrateOnStart: false }), { database, now: createTestClock().now }),
      );
      expect(refusal.pending).toEqual([newest?.tag]);
      expect(refusal.message).toContain(`lacks a migration this server needs: ${newest?.tag}`);
      expect(refusal.message).toContain(MIGRATE_COMMAND);
    } finally {
      await database.close();
    }
  });

  it('when false, starts on a migrated database', async () => {
    const server = await startTestServer({ migrateOnStart: false });
    try {
      expect((await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')('when false, leaves an empty database untouched and names every migration', async () => {
    const empty = await createEmptyPostgresDatabase();
    try {
      const config = testServerConfig({ migrateOnStart: false, databaseUrl: empty.url, seedDemoData: false });
      const refusal = await startFailure(buildServer(config, { now: createTestClock().now }));
      expect(refusal.pending).toEqual(readMigrationJournal().map((entry) => entry.tag));
      expect(refusal.message).toMatch(/lacks \d+ migrations this server needs: 0000_init, /);
      const untouched = await openDatabase({ databaseUrl: empty.url, dataDir: null, poolSize: 1, migrate: false });
      try {
        expect(await untouched.query(`select to_regclass('drizzle.__drizzle_migrations') as migrations`)).toEqual([{ migrations: null }]);
      } finally {
        await untouched.close();
      }

      const migrated = await buildServer(testServerConfig({ databaseUrl: empty.url, seedDemoData: false }), { now: createTestClock().now });
      await migrated.close();
      const again = await buildServer(config, { now: createTestClock().now });
      await again.close();
    } finally {
      await empty.drop();
    }
  });
});
