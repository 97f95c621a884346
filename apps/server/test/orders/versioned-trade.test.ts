import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES } from '@beurs/domain';
import { accountEventHeads, ledgerEntries, orders } from '../../src/db/schema/index';
import { lockBalance, postLedgerEntry } from '../../src/ledger/ledger';
import { insertOpenedOrder, type OpeningValues } from '../../src/orders/order-writes';
import { TEST_DB_KIND } from '../test-database';
import { startTestServer, type TestServer } from '../test-server';
import { someoneWaitsOnALock } from './lock-waits';
import { callApi, createTrader, placeOrder, refusal, type TestTrader } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * Posts `amount` to the trader's ledger in a transaction that holds the account's lock until
 * `release` is called: a change the trade's read cannot see, committed while its write waits.
 */
async function heldPosting(trader: TestTrader, amount: string): Promise<{ release: () => Promise<void> }> {
  let commit: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (commit = resolve));
  let posted: () => void = () => undefined;
  const postedInTransaction = new Promise<void>((resolve) => (posted = resolve));
  const posting = server.context.db.transaction(async (tx) => {
    await lockBalance(tx, trader.userId);
    await postLedgerEntry(tx, {
      userId: trader.userId,
      cause: Decimal.from(amount).isNegative() ? 'withdrawal' : 'deposit',
      amount: Decimal.from(amount),
      method: 'bank_transfer',
      description: 'A change committed while a trade decides',
      at: server.context.now(),
    });
    posted();
    await held;
  });
  await postedInTransaction;
  return {
    release: async () => {
      commit();
      await posting;
    },
  };
}

// PGlite has one connection and runs transactions one after another: only PostgreSQL can commit
// a change between a trade's read and its write.
describe.skipIf(TEST_DB_KIND !== 'postgres')('a trade whose account changes between its read and its write', () => {
  it('closes after reading again: the P&L entry follows the change, with the balance it left', async () => {
    const trader = await createTrader(server, { balance: '10000' });
    const position = await placeOrder(server, trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    const deposit = await heldPosting(trader, '250');
    const closing = callApi(server, 'closeOrder', { trader, body: { id: position.id } });
    await someoneWaitsOnALock(server);
    await deposit.release();
    const answer = await closing;
    expect(answer.statusCode, answer.body).toBe(200);
    const [closed] = await server.context.db.select().from(orders).where(eq(orders.id, position.id));
    expect(closed?.status).toBe('closed');

    const entries = await server.context.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, trader.userId))
      .orderBy(asc(ledgerEntries.sequence));
    expect(entries.map((entry) => entry.cause)).toEqual(['deposit', 'deposit', 'realised_pnl']);
    const [, change, pnl] = entries;
    expect(pnl?.sequence).toBe((change?.sequence ?? 0) + 1);
    expect(pnl?.amount).toBe(closed?.realisedPnl);
    expect(pnl?.balanceAfter).toBe(
      Decimal.from(change?.balanceAfter ?? '0')
        .add(pnl?.amount ?? '0')
        .toFixed(2),
    );
  });

  it('refuses an open that the change leaves no margin for, and writes nothing', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    // 0.10 lots of EURUSD at 1:30 holds about 370 EUR of margin: it fits 1,000, not the 100 left.
    const withdrawal = await heldPosting(trader, '-900');
    const opening = callApi(server, 'openOrder', { trader, body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 } });
    await someoneWaitsOnALock(server);
    await withdrawal.release();
    refusal(await opening, 422, ERROR_CODES.insufficientFunds);
    expect(await server.context.db.select().from(orders).where(eq(orders.userId, trader.userId))).toEqual([]);
  });
});

describe("a trade's write", () => {
  async function versionOf(trader: TestTrader): Promise<string> {
    const [head] = await server.context.db
      .select({ seq: accountEventHeads.seq })
      .from(accountEventHeads)
      .where(eq(accountEventHeads.userId, trader.userId));
    return String(head?.seq ?? 0);
  }

  function opening(trader: TestTrader, clientOrderId: string | null): OpeningValues {
    const now = server.context.now();
    return {
      userId: trader.userId,
      instrumentId: 'EURUSD',
      side: 'buy',
      type: 'limit',
      status: 'pending',
      volume: '0.01',
      leverage: 30,
      price: '0.50000',
      limitPrice: null,
      expiry: 'gtc',
      expiresAt: null,
      openPrice: null,
      openBid: null,
      openAsk: null,
      openQuoteTime: null,
      openQuoteSource: null,
      stopLoss: null,
      takeProfit: null,
      trailingDistance: null,
      margin: '0',
      createdAt: now,
      openedAt: null,
      clientOrderId,
      clientRequestHash: null,
    };
  }

  const activity = () => ({ description: 'Placed a test order', origin: null, at: server.context.now() });

  it('writes nothing when the account moved past the version the decision was read at', async () => {
    const trader = await createTrader(server);
    const read = await versionOf(trader);
    await placeOrder(server, trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: '0.50000',
      volume: '0.01',
      leverage: 30,
    });
    const stale = await insertOpenedOrder(
      server.context.db,
      { userId: trader.userId, version: read },
      opening(trader, 'stale'),
      activity(),
    );
    expect(stale.kind).toBe('changed');
    const written = await server.context.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, trader.userId), eq(orders.clientOrderId, 'stale')));
    expect(written).toEqual([]);

    const current = await insertOpenedOrder(
      server.context.db,
      { userId: trader.userId, version: await versionOf(trader) },
      opening(trader, 'current'),
      activity(),
    );
    expect(current.kind).toBe('written');
    // Its own write moved the version, so the decision it was made at cannot be used twice.
    expect(Number(await versionOf(trader))).toBe(Number(read) + 2);
  });

  it('tells a frozen account and a client order id already held apart from a change', async () => {
    const trader = await createTrader(server);
    const first = await insertOpenedOrder(
      server.context.db,
      { userId: trader.userId, version: await versionOf(trader) },
      opening(trader, 'once'),
      activity(),
    );
    expect(first.kind).toBe('written');
    const again = await insertOpenedOrder(
      server.context.db,
      { userId: trader.userId, version: await versionOf(trader) },
      opening(trader, 'once'),
      activity(),
    );
    expect(again.kind).toBe('taken');

    await server.context.db.execute(sql`update users set status = 'frozen' where id = ${trader.userId}`);
    const frozen = await insertOpenedOrder(
      server.context.db,
      { userId: trader.userId, version: await versionOf(trader) },
      opening(trader, 'frozen'),
      activity(),
    );
    expect(frozen.kind).toBe('frozen');
  });
});
