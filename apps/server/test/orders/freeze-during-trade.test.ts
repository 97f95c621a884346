import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@beurs/domain';
import { orders, users } from '../../src/db/schema/index';
import { TEST_DB_KIND } from '../test-database';
import { startTestServer, type TestServer } from '../test-server';
import { someoneWaitsOnALock } from './lock-waits';
import { callApi, createTrader, refusal } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('an account frozen while a trade waits for its lock', () => {
  // PGlite has one connection and runs transactions one after another: only PostgreSQL can hold
  // the account's lock in one transaction while a request waits for it on another.
  it.skipIf(TEST_DB_KIND !== 'postgres')('refuses the trade once the freeze commits, and opens nothing', async () => {
    const trader = await createTrader(server);
    let commitFreeze: () => void = () => undefined;
    const freezeHeld = new Promise<void>((resolve) => (commitFreeze = resolve));
    let frozenInTransaction: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => (frozenInTransaction = resolve));
    // An operator's freeze: it locks the account, as every change of an account does, and has
    // not committed yet when the trader's order arrives.
    const freezing = server.context.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, trader.userId)).for('update');
      await tx.update(users).set({ status: 'frozen' }).where(eq(users.id, trader.userId));
      frozenInTransaction();
      await freezeHeld;
    });
    await lockTaken;
    const opening = callApi(server, 'openOrder', { trader, body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 } });
    await someoneWaitsOnALock(server);
    commitFreeze();
    await freezing;

    refusal(await opening, 403, ERROR_CODES.accountFrozen);
    expect(await server.context.db.select().from(orders).where(eq(orders.userId, trader.userId))).toEqual([]);
  });
});
