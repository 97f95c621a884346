import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { createEmptyPostgresDatabase } from '../empty-postgres-database';
import { TEST_DB_KIND } from '../test-database';

// Regression: a server process frozen inside a fenced transaction had that connection ended by
// PostgreSQL; on waking, pg emitted 'error' on the checked-out client, nobody listened, and the
// process crashed instead of failing that one transaction.
describe.skipIf(TEST_DB_KIND !== 'postgres')('a pooled connection that PostgreSQL ends mid-transaction', () => {
  let empty: { url: string; drop(): Promise<void> };
  let database: Database;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    database = await openDatabase({ databaseUrl: empty.url, dataDir: null, poolSize: 2, migrate: false });
  });
  afterAll(async () => {
    await database?.close();
    await empty?.drop();
  });

  it('fails that transaction only; the pool serves the next query', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
      // Ended by another session while this one sits idle in its transaction, as the timeout does.
      await database.query('select pg_terminate_backend($1)', [result.rows[0]?.pid]);
      // Long enough for the socket to close while no query is in flight.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(await database.query<{ answer: number }>('select 42 as answer')).toEqual([{ answer: 42 }]);
  });
});
