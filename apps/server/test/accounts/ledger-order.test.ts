import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { Decimal, type Transaction, type User } from '@beurs/domain';
import { ledgerEntries } from '../../src/db/schema/index';
import { postLedgerEntry } from '../../src/ledger/ledger';
import { startTestServer, type TestServer } from '../test-server';
import { TEST_DB_KIND } from '../test-database';
import { call, createAccount, type TestAccount } from './test-accounts';

// Issue 9: after parallel withdrawals the history showed running balances out of order, because
// entries were stamped before the account lock was taken. Each entry now has a sequence number
// assigned under the lock, and the history follows it.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const depositBody = (amount: number | string) => ({
  meta: { wallet: 'NL91 BEUR 0417 1643 00' },
  amount,
  type: 'bank_transfer',
  first_name: 'Anna',
  last_name: 'de Vries',
});
const deposit = (account: TestAccount, amount: number | string) =>
  call(server, 'deposit', { token: account.accessToken, body: depositBody(amount) });
const withdraw = (account: TestAccount, amount: number | string) =>
  call(server, 'withdraw', {
    token: account.accessToken,
    body: { meta: { wallet: 'bc1qledgerorder000' }, amount, type: 'bitcoin', pin: '1234' },
  });
const history = async (account: TestAccount): Promise<Transaction[]> => {
  const response = await call(server, 'getTransactions', { token: account.accessToken, body: { limit: 500 } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ transactions: Transaction[] }>().transactions;
};
const balanceOf = async (account: TestAccount) =>
  (await call(server, 'getUser', { token: account.accessToken })).json<{ user: User }>().user.balance;

/**
 * Reads the history oldest first and checks what a person checks by eye: sequence 1, 2, 3…,
 * each running balance the one before it plus the amount, times that never go back, and the
 * last running balance equal to the account's balance.
 */
function expectConsistentHistory(newestFirst: Transaction[], balance: string): void {
  const entries = newestFirst.filter((row) => row.status === 'completed').reverse();
  expect(entries.map((row) => row.sequence)).toEqual(entries.map((_, index) => index + 1));
  let running = Decimal.ZERO;
  let time = '';
  for (const entry of entries) {
    running = running.add(entry.amount);
    expect(entry.balance_after, `entry ${entry.sequence}`).toBe(running.toFixed(2));
    expect(entry.created_at >= time, `entry ${entry.sequence} is not older than the one before it`).toBe(true);
    time = entry.created_at;
  }
  expect(running.toFixed(2)).toBe(balance);
}

describe('ledger order', () => {
  it('numbers entries 1, 2, 3… per account and lists the history by that number when times are equal', async () => {
    // The test clock stands still: every entry below carries the same time, which alone cannot order them.
    const account = await createAccount(server);
    expect((await call(server, 'savePin', { token: account.accessToken, body: { code: '1234' } })).statusCode).toBe(200);
    for (const amount of ['100.00', '0', '25.50']) expect((await deposit(account, amount)).statusCode).toBe(200);
    const withdrawal = await withdraw(account, '40.25');
    expect(withdrawal.json<{ transaction: Transaction }>().transaction).toMatchObject({ sequence: 4, balance_after: '10085.25' });
    const list = await history(account);
    // A pending deposit request has no place in the ledger; at the same instant it shows as the newest.
    expect(list.map((row) => [row.sequence, row.amount, row.balance_after])).toEqual([
      [null, '0.00', null],
      [4, '-40.25', '10085.25'],
      [3, '25.50', '10125.50'],
      [2, '100.00', '10100.00'],
      [1, '10000.00', '10000.00'],
    ]);
    expectConsistentHistory(list, await balanceOf(account));
  });

  it('never stamps an entry earlier than the one before it', async () => {
    const account = await createAccount(server);
    server.clock.advance(60_000);
    expect((await deposit(account, '10')).statusCode).toBe(200);
    // A request stamped before it waited for the lock, posting after a later-stamped one.
    const stale = new Date(server.clock.now().getTime() - 30_000);
    const entry = await server.context.db.transaction((tx) =>
      postLedgerEntry(tx, {
        userId: account.userId,
        cause: 'deposit',
        amount: Decimal.from('5'),
        description: 'Deposit (test)',
        at: stale,
      }),
    );
    const [previous] = await server.context.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, account.userId))
      .orderBy(desc(ledgerEntries.sequence))
      .offset(1)
      .limit(1);
    expect(entry.sequence).toBe(3);
    expect(entry.createdAt.toISOString()).toBe(previous?.createdAt.toISOString());
    expectConsistentHistory(await history(account), await balanceOf(account));
  });

  // PGlite has one connection, so requests never overlap there; only PostgreSQL can race.
  it.skipIf(TEST_DB_KIND !== 'postgres')('keeps running balances in sequence after parallel deposits and withdrawals', async () => {
    const account = await createAccount(server);
    expect((await call(server, 'savePin', { token: account.accessToken, body: { code: '1234' } })).statusCode).toBe(200);
    const requests = Array.from({ length: 24 }, (_, index) =>
      index % 2 === 0 ? deposit(account, `${100 + index}.25`) : withdraw(account, `${40 + index}.50`),
    );
    const answers = await Promise.all(requests);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const list = await history(account);
    expect(list.filter((row) => row.status === 'completed')).toHaveLength(25);
    expectConsistentHistory(list, await balanceOf(account));
    // Each answer carried the entry as it stands in the history.
    const bySequence = new Map(list.map((row) => [row.sequence, row]));
    for (const answer of answers) {
      const { transaction } = answer.json<{ transaction: Transaction }>();
      expect(bySequence.get(transaction.sequence ?? null)).toEqual(transaction);
    }
  });
});
