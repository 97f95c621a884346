import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../src/db/database';
import { MIGRATIONS_FOLDER, readMigrationJournal } from '../../src/db/migration-journal';
import { MIGRATION_LOCK_KEY, migratePostgresUnderLock } from '../../src/db/postgres-migration-lock';
import { MARKET_FEED_LOCK_KEY } from '../../src/market/market-feed-lease';
import { createEmptyPostgresDatabase } from '../empty-postgres-database';
import { TEST_DB_KIND } from '../test-database';

// Regression: three servers started together on an empty PostgreSQL database all ran the
// migrations at once, and all but one failed with `relation … already exists`.

const scratch = mkdtempSync(join(tmpdir(), 'beurs-migrate-once-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** This version's migrations plus one that fails, to see what a failed migration leaves behind. */
function migrationsEndingInAFailure(): string {
  const folder = join(scratch, 'failing');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
  };
  const last = journal.entries.at(-1)?.when ?? 0;
  journal.entries.push({ idx: journal.entries.length, version: '7', when: last + 1, tag: '9999_fails', breakpoints: true });
  writeFileSync(journalPath, JSON.stringify(journal));
  writeFileSync(join(folder, '9999_fails.sql'), 'select * from no_such_table;');
  return folder;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('migrating PostgreSQL once', () => {
  it('locks with a key of its own, not the market feed lease', () => {
    expect(MIGRATION_LOCK_KEY).not.toBe(MARKET_FEED_LOCK_KEY);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'opens three databases started together on an empty one, each migration recorded once',
    async () => {
      const empty = await createEmptyPostgresDatabase();
      try {
        const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: empty.url, dataDir: null, poolSize: 1 })));
        for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
        expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual([
          'opened',
          'opened',
          'opened',
        ]);

        const recorded = await withClient(
          empty.url,
          async (client) =>
            (await client.query<{ created_at: string }>('select created_at::text from drizzle.__drizzle_migrations order by id')).rows,
        );
        expect(recorded.map((row) => Number(row.created_at))).toEqual(readMigrationJournal().map((entry) => entry.when));
      } finally {
        await empty.drop();
      }
    },
  );

  it.skipIf(TEST_DB_KIND !== 'postgres')('releases the lock and closes its connection when a migration fails', async () => {
    const empty = await createEmptyPostgresDatabase();
    try {
      await expect(
        migratePostgresUnderLock({ connectionString: empty.url, migrationsFolder: migrationsEndingInAFailure() }),
      ).rejects.toThrow(/no_such_table/);
      await withClient(empty.url, async (client) => {
        const [lock] = (await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [MIGRATION_LOCK_KEY])).rows;
        expect(lock?.taken).toBe(true);
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        const left = await client.query(
          `select pid from pg_stat_activity where application_name = 'beurs-migrate' and datname = current_database()`,
        );
        expect(left.rows).toEqual([]);
        // The pending migrations run in one transaction: the failure applied none of them.
        const [schema] = (await client.query<{ present: boolean }>(`select to_regclass('public.users') is not null as present`)).rows;
        expect(schema?.present).toBe(false);
      });
      expect(await migratePostgresUnderLock({ connectionString: empty.url })).toEqual(readMigrationJournal().map((entry) => entry.tag));
    } finally {
      await empty.drop();
    }
  });
});
