import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../src/db/database';
import { adminQuery, databaseTemplates, postgresUrl, readPgliteTemplate, type TemplateName } from './database-templates';
import { TEST_DB_KIND } from './test-db-kind';

export { TEST_DB_KIND };
export { POSTGRES_ADMIN_URL } from './database-templates';

/** A test's database, with its connection string on PostgreSQL (for a second connection or process). */
export type TestDatabase = Database & { url: string | null };

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database
 * that is dropped again on close. It starts from a template of the run (database-templates.ts):
 * `start: 'seeded'` already holds the default test server's demo data.
 */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres' = TEST_DB_KIND,
  options: { poolSize?: number; start?: TemplateName } = {},
): Promise<TestDatabase> {
  const { poolSize, start = 'migrated' } = options;
  const templates = databaseTemplates();
  if (kind === 'pglite') {
    const embeddedStart = templates.kind === 'pglite' ? readPgliteTemplate(templates[start]) : undefined;
    return { ...(await openDatabase({ databaseUrl: null, dataDir: null, ...(embeddedStart ? { embeddedStart } : {}) })), url: null };
  }
  const name = `beurs_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}${templates.kind === 'postgres' ? ` template ${templates[start]}` : ''}`);
  const database = await openDatabase({ databaseUrl: postgresUrl(name), dataDir: null, ...(poolSize ? { poolSize } : {}) });
  return {
    ...database,
    url: postgresUrl(name),
    async close() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
