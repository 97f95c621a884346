import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';

/** Which database the suite runs on: `BEURS_TEST_DB=postgres` for PostgreSQL at 127.0.0.1:5432. */
export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.BEURS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export const POSTGRES_ADMIN_URL = process.env.BEURS_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database
 * that is dropped again on close.
 */
export async function createTestDatabase(kind: 'pglite' | 'postgres' = TEST_DB_KIND, poolSize?: number): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ databaseUrl: null, dataDir: null });
  const name = `beurs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null, ...(poolSize ? { poolSize } : {}) });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
