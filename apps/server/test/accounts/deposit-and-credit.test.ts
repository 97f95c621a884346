import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Notification, Transaction, User } from '@beurs/domain';
import { depositRequests } from '../../src/db/schema/index';
import { confirmDeposit, rejectDeposit } from '../../src/cli/deposits-commands';
import { formatUtc } from '../../src/format/format-utc';
import { startTestServer, type TestServer } from '../test-server';
import { operatorContext } from '../cli/operator-fixture';
import { call, createAccount, expectError, signIn, type TestAccount } from './test-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const DAY = 24 * 3600 * 1000;
const depositBody = (amount: number | string, type = 'bank_transfer') => ({
  meta: { wallet: 'NL91 ABNA 0417 1643 00', extra: 'salary' },
  amount,
  type,
  first_name: 'Anna',
  last_name: 'de Vries',
});
const deposit = (account: TestAccount, body: unknown) => call(server, 'deposit', { token: account.accessToken, body });
const transactions = async (account: TestAccount, body: unknown = {}) =>
  (await call(server, 'getTransactions', { token: account.accessToken, body })).json<{ transactions: Transaction[] }>().transactions;
const me = async (account: TestAccount) => (await call(server, 'getUser', { token: account.accessToken })).json<{ user: User }>().user;

describe('/users/deposit', () => {
  it('credits a positive amount at once as virtual funds', async () => {
    const account = await createAccount(server);
    server.clock.advance(1000);
    const response = await deposit(account, depositBody('250.25', 'bitcoin'));
    expect(response.statusCode, response.body).toBe(200);
    const { transaction } = response.json<{ transaction: Transaction }>();
    expect(transaction).toMatchObject({
      cause: 'deposit',
      status: 'completed',
      amount: '250.25',
      balance_after: '10250.25',
      method: 'bitcoin',
    });
    expect(transaction.description).toContain('virtual funds');
    expect((await me(account)).balance).toBe('10250.25');
    const list = await transactions(account);
    expect(list.map((row) => [row.cause, row.amount])).toEqual([
      ['deposit', '250.25'],
      ['demo_top_up', '10000.00'],
    ]);
  });

  it('opens a pending deposit for amount 0 that the operator confirms with the amount received', async () => {
    const account = await createAccount(server);
    server.clock.advance(1000);
    const pending = (await deposit(account, depositBody(0))).json<{ transaction: Transaction }>().transaction;
    expect(pending).toMatchObject({ cause: 'deposit', status: 'pending', amount: '0.00', balance_after: null, method: 'bank_transfer' });
    expect((await transactions(account))[0]).toEqual(pending);
    expect((await me(account)).balance).toBe('10000.00');

    server.clock.advance(1000);
    const output = await confirmDeposit(operatorContext(server), { id: pending.id, amount: '500.00' });
    expect(output).toContain(`credited 500.00 EUR to ${account.email}`);
    expect((await me(account)).balance).toBe('10500.00');
    const list = await transactions(account);
    expect(list.map((row) => [row.cause, row.status, row.amount])).toEqual([
      ['deposit', 'completed', '500.00'],
      ['demo_top_up', 'completed', '10000.00'],
    ]);
    const [request] = await server.context.db.select().from(depositRequests).where(eq(depositRequests.id, pending.id));
    expect(request).toMatchObject({ status: 'completed', amount: '500.00' });
    const notices = (await call(server, 'getNotifications', { token: account.accessToken })).json<{ notifications: Notification[] }>()
      .notifications;
    expect(notices[0]?.title).toBe('Deposit confirmed');
    await expect(confirmDeposit(operatorContext(server), { id: pending.id, amount: '500.00' })).rejects.toThrow('already completed');
  });

  it('shows a deposit the operator rejected, with the reason', async () => {
    const account = await createAccount(server);
    server.clock.advance(1000);
    const pending = (await deposit(account, depositBody(0))).json<{ transaction: Transaction }>().transaction;
    await rejectDeposit(operatorContext(server), { id: pending.id, reason: 'No payment arrived' });
    const [first] = await transactions(account);
    expect(first).toMatchObject({ id: pending.id, status: 'rejected', amount: '0.00' });
    expect(first?.description).toContain('No payment arrived');
  });

  it('refuses negative, over-precise, out-of-range and mistyped amounts and unknown methods', async () => {
    const account = await createAccount(server);
    const refuse = async (body: unknown) => expectError(await deposit(account, body), 400, 'validation_failed');
    expect(await refuse(depositBody(-10))).toBe('Amount cannot be negative');
    expect(await refuse(depositBody('20.555'))).toBe('Amount can have at most 2 decimal places');
    expect(await refuse(depositBody(5))).toBe('Amount must be at least 10 EUR');
    expect(await refuse(depositBody(1_000_000.01))).toBe('Amount must be at most 1000000 EUR');
    expect(await refuse(depositBody(true as unknown as number))).toContain('must be a number');
    expect(await refuse(depositBody(100, 'paypal'))).toContain('Choose a payment method');
    expect(await refuse({ amount: 100, type: 'bitcoin' })).toContain('required');
    expect((await me(account)).balance).toBe('10000.00');
  });
});

describe('/users/getTransactions', () => {
  it('pages newest first through ledger entries and deposit requests together', async () => {
    const account = await createAccount(server);
    for (const amount of [10, 0, 30, 0, 50]) {
      server.clock.advance(1000);
      await deposit(account, depositBody(amount));
    }
    const all = await transactions(account);
    expect(all.map((row) => row.amount)).toEqual(['50.00', '0.00', '30.00', '0.00', '10.00', '10000.00']);
    const page = await transactions(account, { limit: 2, offset: 2 });
    expect(page.map((row) => row.id)).toEqual(all.slice(2, 4).map((row) => row.id));
    expectError(await call(server, 'getTransactions', { token: account.accessToken, body: { limit: -1 } }), 400, 'validation_failed');
  });

  it("never shows another user's money", async () => {
    const anna = await createAccount(server);
    const bram = await createAccount(server);
    await deposit(anna, depositBody(100));
    expect((await transactions(bram)).map((row) => row.cause)).toEqual(['demo_top_up']);
  });
});

describe('/users/giveMeCredit', () => {
  it('is refused while the balance is at the starting amount', async () => {
    const account = await createAccount(server);
    expect(expectError(await call(server, 'giveMeCredit', { token: account.accessToken }), 409, 'conflict')).toBe(
      'Your virtual balance is already at or above the starting demo amount of 10,000.00 EUR, so there is nothing to top up.',
    );
  });

  it('tops the balance back up to the starting amount, at most once a day, never as a bonus', async () => {
    const account = await createAccount(server);
    await call(server, 'savePin', { token: account.accessToken, body: { code: '1234' } });
    await call(server, 'withdraw', {
      token: account.accessToken,
      body: { meta: { wallet: 'w' }, amount: '1234.56', type: 'tron', pin: '1234' },
    });
    const response = await call(server, 'giveMeCredit', { token: account.accessToken });
    expect(response.statusCode, response.body).toBe(200);
    const { transaction } = response.json<{ transaction: Transaction }>();
    expect(transaction).toMatchObject({
      cause: 'demo_top_up',
      amount: '1234.56',
      balance_after: '10000.00',
      description: 'Demo top-up to 10,000.00 EUR (virtual funds)',
    });
    expect(transaction.description.toLowerCase()).not.toContain('bonus');
    const tomorrow = new Date(server.clock.now().getTime() + DAY);
    expect((await me(account)).credit_available_at).toBe(tomorrow.toISOString());

    await call(server, 'withdraw', { token: account.accessToken, body: { meta: { wallet: 'w' }, amount: 100, type: 'tron', pin: '1234' } });
    expect(expectError(await call(server, 'giveMeCredit', { token: account.accessToken }), 429, 'too_many_requests')).toBe(
      `The demo top-up can be claimed once a day. It is available again after ${formatUtc(tomorrow)}.`,
    );
    server.clock.advance(DAY);
    const fresh = await signIn(server, account.email, account.password);
    const next = await call(server, 'giveMeCredit', { token: fresh.accessToken });
    expect(next.json<{ transaction: Transaction }>().transaction).toMatchObject({ amount: '100.00', balance_after: '10000.00' });
  });
});
