import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '../../src/db/database';
import * as schema from '../../src/db/schema/index';
import { findLedgerOrderViolations } from '../../src/ledger/ledger';

// The migration that gave ledger entries their sequence must number the rows an installation
// already has. It runs here on an embedded database holding the schema as it was before.

const migrations = resolve(fileURLToPath(new URL('../../drizzle', import.meta.url)));
const scratch = mkdtempSync(join(tmpdir(), 'beurs-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder cut after its first migration: the schema before ledger sequences. */
function migrationsBeforeSequence(): string {
  const folder = join(scratch, 'before');
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === '0001_ledger_sequence');
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe('migration 0001_ledger_sequence', () => {
  it('numbers existing entries per account by time, ties by id, and then requires a sequence', async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsBeforeSequence() });
    await client.exec(`
      insert into countries (id, name, code, phone_code) values (528, 'Netherlands', 'NL', '+31');
      insert into users (id, email, password_hash, first_name, last_name, phone, country_id, balance) values
        ('00000000-0000-4000-8000-00000000000a', 'anna@example.com', 'x', 'Anna', 'de Vries', '+31 20 123 4567', 528, '10030.00'),
        ('00000000-0000-4000-8000-00000000000b', 'bram@example.com', 'x', 'Bram', 'Jansen', '+31 20 123 4568', 528, '10000.00');
      insert into ledger_entries (id, user_id, cause, amount, balance_after, description, created_at) values
        ('00000000-0000-4000-8000-0000000000a3', '00000000-0000-4000-8000-00000000000a', 'deposit', '20.00', '10030.00', 'third', '2026-03-01T10:00:02Z'),
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-00000000000a', 'demo_top_up', '10000.00', '10000.00', 'first', '2026-03-01T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-00000000000a', 'deposit', '10.00', '10010.00', 'second', '2026-03-01T10:00:02Z'),
        ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-00000000000b', 'demo_top_up', '10000.00', '10000.00', 'first', '2026-03-01T09:00:00Z');
    `);

    await migrate(db, { migrationsFolder: migrations });

    const { rows } = await client.query<{ description: string; user_id: string; sequence: number }>(
      'select description, user_id, sequence from ledger_entries order by user_id, sequence',
    );
    expect(rows.map((row) => [row.user_id.at(-1), row.sequence, row.description])).toEqual([
      ['a', 1, 'first'],
      ['a', 2, 'second'],
      ['a', 3, 'third'],
      ['b', 1, 'first'],
    ]);
    expect(await findLedgerOrderViolations(db as unknown as Db)).toEqual([]);
    await expect(
      client.query(
        `insert into ledger_entries (user_id, cause, amount, balance_after, description) values ('00000000-0000-4000-8000-00000000000b', 'deposit', '1.00', '10001.00', 'no sequence')`,
      ),
    ).rejects.toThrow(/sequence/);
    await expect(
      client.query(
        `insert into ledger_entries (user_id, cause, amount, balance_after, description, sequence) values ('00000000-0000-4000-8000-00000000000b', 'deposit', '1.00', '10001.00', 'twice', 1)`,
      ),
    ).rejects.toThrow(/ledger_user_sequence_key/);
    await client.close();
  });
});
