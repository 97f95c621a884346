import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type Transaction, type User } from '@beurs/domain';
import { users } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../test-server';
import { TEST_DB_KIND } from '../test-database';
import { call, createAccount, expectError, signIn, type TestAccount } from './test-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const me = async (account: TestAccount) => (await call(server, 'getUser', { token: account.accessToken })).json<{ user: User }>().user;
const savePin = (account: TestAccount, body: unknown) => call(server, 'savePin', { token: account.accessToken, body });
const withdraw = (account: TestAccount, amount: number | string, pin = '1234') =>
  call(server, 'withdraw', { token: account.accessToken, body: { meta: { wallet: 'bc1qwithdrawal000' }, amount, type: 'bitcoin', pin } });

async function accountWithPin(): Promise<TestAccount> {
  const account = await createAccount(server);
  expect((await savePin(account, { code: '1234' })).statusCode).toBe(200);
  return account;
}

describe('/users/savePin', () => {
  it('sets a PIN, stored hashed, and answers with the spec message', async () => {
    const account = await createAccount(server);
    const response = await savePin(account, { code: '4321' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: MESSAGES.codeSaved });
    expect((await me(account)).has_pin).toBe(true);
    const [row] = await server.context.db.select({ pinHash: users.pinHash }).from(users).where(eq(users.id, account.userId));
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses PINs that are not 4 to 6 digits', async () => {
    const account = await createAccount(server);
    for (const code of ['123', '1234567', '12a4', '', 1234]) {
      expect(expectError(await savePin(account, { code }), 400, 'validation_failed')).toMatch(/PIN must be (4 to 6 digits|text)/);
    }
    expect(expectError(await savePin(account, {}), 400, 'validation_failed')).toBe('PIN is required');
  });

  it('needs the current PIN to change it, and counts a wrong one', async () => {
    const account = await accountWithPin();
    expect(expectError(await savePin(account, { code: '5678' }), 400, 'validation_failed')).toContain('current PIN');
    expect(expectError(await savePin(account, { code: '5678', current_code: '0000' }), 403, 'wrong_pin')).toContain('4 more wrong PINs');
    expect((await savePin(account, { code: '5678', current_code: '1234' })).statusCode).toBe(200);
    expect((await withdraw(account, 10, '5678')).statusCode).toBe(200);
  });
});

describe('/users/withdrawal', () => {
  it('needs a PIN to be set first', async () => {
    const account = await createAccount(server);
    expect(expectError(await withdraw(account, 50), 409, 'pin_not_set')).toBe('Set a PIN in Account > Security before withdrawing.');
  });

  it('debits the ledger to the submitted wallet', async () => {
    const account = await accountWithPin();
    const response = await withdraw(account, '250.50');
    expect(response.statusCode, response.body).toBe(200);
    const { transaction } = response.json<{ transaction: Transaction }>();
    expect(transaction).toMatchObject({
      cause: 'withdrawal',
      status: 'completed',
      amount: '-250.50',
      balance_after: '9749.50',
      method: 'bitcoin',
    });
    expect(transaction.description).toContain('bc1qwithdrawal000');
    expect(MESSAGES.withdrawalSuccessful).toBe('Withdrawal successful');
    expect((await me(account)).balance).toBe('9749.50');
  });

  it('never pays out more than the free margin', async () => {
    const account = await accountWithPin();
    expect(expectError(await withdraw(account, '10000.01'), 422, 'insufficient_funds')).toBe(
      'You can withdraw at most 10,000.00 EUR now: a withdrawal never exceeds your free margin (equity minus the margin held by open positions).',
    );
    expect((await withdraw(account, '10000')).statusCode).toBe(200);
    expect(expectError(await withdraw(account, 10), 422, 'insufficient_funds')).toContain('below the smallest withdrawal');
  });

  it('locks withdrawals for 15 minutes after 5 wrong PINs in a row', async () => {
    const account = await accountWithPin();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(expectError(await withdraw(account, 20, '9999'), 403, 'wrong_pin')).toContain(`${5 - attempt} more wrong PIN`);
    }
    expect(expectError(await withdraw(account, 20, '9999'), 429, 'pin_locked')).toBe(
      'Withdrawals and PIN changes are locked for 15 minutes after 5 wrong PINs in a row. Try again after 2026-11-23 14:45 UTC.',
    );
    // Even the right PIN waits for the lock to end.
    expectError(await withdraw(account, 20, '1234'), 429, 'pin_locked');
    expectError(await savePin(account, { code: '5555', current_code: '1234' }), 429, 'pin_locked');
    expect((await me(account)).pin_locked_until).toBe('2026-11-23T14:45:00.000Z');
    server.clock.advance(FIFTEEN_MINUTES);
    // The access token lived 15 minutes too: sign in again.
    const fresh = { ...account, ...(await signIn(server, account.email, account.password)) };
    expect((await withdraw(fresh, 20, '1234')).statusCode).toBe(200);
    expect((await me(fresh)).pin_locked_until).toBeNull();
  });

  it('resets the count after a right PIN', async () => {
    const account = await accountWithPin();
    for (let attempt = 1; attempt <= 4; attempt += 1) await withdraw(account, 20, '9999');
    expect((await withdraw(account, 20, '1234')).statusCode).toBe(200);
    expect(expectError(await withdraw(account, 20, '9999'), 403, 'wrong_pin')).toContain('4 more wrong PINs');
  });

  it('refuses bad amounts and missing fields with a message naming them', async () => {
    const account = await accountWithPin();
    const send = (body: unknown) => call(server, 'withdraw', { token: account.accessToken, body });
    const base = { meta: { wallet: 'bc1q' }, type: 'bitcoin', pin: '1234' };
    expect(expectError(await send({ ...base, amount: -5 }), 400, 'validation_failed')).toBe('Amount cannot be negative');
    expect(expectError(await send({ ...base, amount: '10.001' }), 400, 'validation_failed')).toBe(
      'Amount can have at most 2 decimal places',
    );
    expect(expectError(await send({ ...base, amount: 0 }), 400, 'validation_failed')).toBe('Amount must be at least 10 EUR');
    expect(expectError(await send({ ...base, amount: 1_000_001 }), 400, 'validation_failed')).toBe('Amount must be at most 1000000 EUR');
    expect(expectError(await send({ ...base, amount: 'lots' }), 400, 'validation_failed')).toContain('must be a number');
    expect(expectError(await send({ ...base, amount: 20, meta: {} }), 400, 'validation_failed')).toBe('Wallet or account is required');
    expect(expectError(await send({ ...base, amount: 20, pin: undefined }), 400, 'validation_failed')).toBe('PIN is required');
    expect((await me(account)).balance).toBe('10000.00');
  });

  // PGlite has one connection, so requests never overlap there; only PostgreSQL can race.
  it.skipIf(TEST_DB_KIND !== 'postgres')('lets parallel withdrawals spend only the money there is', async () => {
    const account = await accountWithPin();
    expect((await withdraw(account, '9900')).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(account, 30)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(7);
    expect((await me(account)).balance).toBe('10.00');
  });
});
