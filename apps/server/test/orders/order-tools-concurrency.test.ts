import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type Order } from '@beurs/domain';
import { ledgerEntries, orders } from '../../src/db/schema/index';
import { settleAccount } from '../../src/orders/settle-account';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { TEST_DB_KIND } from '../test-database';
import { expectLedgerInvariant, startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, placeOrder, type TestTrader } from './test-trader';

// PGlite has one connection and runs transactions one after another, so only PostgreSQL (a pool
// of connections) can race reverses and close-alls against ticks and each other.
const onPostgres = it.skipIf(TEST_DB_KIND !== 'postgres');

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** How many realised P&L entries each order has: exactly one for every position closed. */
async function realisedCounts(ids: readonly string[]): Promise<Map<string, number>> {
  const entries = await server.context.db
    .select({ orderId: ledgerEntries.orderId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.cause, 'realised_pnl'), inArray(ledgerEntries.orderId, [...ids])));
  const counts = new Map<string, number>();
  for (const entry of entries) if (entry.orderId) counts.set(entry.orderId, (counts.get(entry.orderId) ?? 0) + 1);
  return counts;
}

async function rowsOf(ids: readonly string[]) {
  return server.context.db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
}

/** Moves EURUSD's bid by `by`, a second later, as the feed would. */
async function moveEurusd(by: string): Promise<void> {
  const quote = await quoteOf(server, 'EURUSD');
  server.clock.advance(1000);
  await setQuote(server, 'EURUSD', { bid: quote.bid.add(by).toFixed(5), ask: quote.ask.add(by).toFixed(5) });
}

describe('reverse and close all under concurrency', () => {
  onPostgres('reverses racing a tick that hits the stop-losses close each position once, by one or the other', async () => {
    const start = await quoteOf(server, 'EURUSD');
    const traders: TestTrader[] = await Promise.all(Array.from({ length: 16 }, () => createTrader(server)));
    const positions: Order[] = [];
    for (const trader of traders) {
      positions.push(
        await placeOrder(server, trader, {
          instrument_id: 'EURUSD',
          side: 'buy',
          volume: '0.10',
          leverage: 30,
          stop_loss: start.bid.sub('0.00050').toFixed(5),
        }),
      );
    }
    await moveEurusd('-0.00100');
    // Each account's settlement (what an engine pass runs for it, under its lock) races its
    // reverse, started a few milliseconds apart so that either may take the lock first; an engine
    // pass follows them all.
    const at = server.clock.now();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const raced = await Promise.all(
      positions.map(async (position, index) => {
        const trader = traders[index] as TestTrader;
        const [response, settled] = await Promise.all([
          callApi(server, 'reverseOrder', { trader, body: { id: position.id } }),
          index % 2 === 0
            ? settleAccount(server.context, trader.userId, at)
            : pause(index % 3).then(() => settleAccount(server.context, trader.userId, at)),
        ]);
        return { response, closedBySettlement: settled.closed };
      }),
    );
    await runOrderEngine(server);
    const responses = raced.map((each) => each.response);
    for (const response of responses) expect([200, 409], response.body).toContain(response.statusCode);
    const reversed = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<{ closed: Order; opened: Order }>());
    for (const response of responses.filter((each) => each.statusCode === 409))
      expect(response.json()).toMatchObject({ code: ERROR_CODES.orderAlreadyClosed });

    // Every position closed exactly once, with one P&L entry: by the reverse or by its stop-loss.
    const ids = positions.map((position) => position.id);
    const counts = await realisedCounts(ids);
    for (const id of ids) expect(counts.get(id)).toBe(1);
    const rows = await rowsOf(ids);
    const byReason = (reason: string) => rows.filter((row) => row.closeReason === reason).length;
    expect(rows.every((row) => row.status === 'closed')).toBe(true);
    expect(byReason('user')).toBe(reversed.length);
    expect(byReason('stop_loss')).toBe(positions.length - reversed.length);
    expect(raced.reduce((sum, each) => sum + each.closedBySettlement, 0)).toBe(positions.length - reversed.length);
    // Each successful reverse left exactly one short open, which the stop-loss did not touch.
    const opened = await rowsOf(reversed.map((each) => each.opened.id));
    expect(opened.map((row) => `${row.side} ${row.status} ${row.stopLoss}`)).toEqual(reversed.map(() => 'sell open null'));
    await expectLedgerInvariant();
    await moveEurusd(start.bid.sub((await quoteOf(server, 'EURUSD')).bid).toFixed(5));
  });

  onPostgres('close-alls racing single closes and each other close every position exactly once', async () => {
    const trader = await createTrader(server, { balance: '50000' });
    const positions: Order[] = [];
    for (let index = 0; index < 10; index += 1) {
      positions.push(
        await placeOrder(server, trader, { instrument_id: 'EURUSD', side: index % 2 === 0 ? 'buy' : 'sell', volume: '0.10', leverage: 30 }),
      );
    }
    const calls = [
      ...Array.from({ length: 4 }, () => callApi(server, 'closeAllOrders', { trader, body: {} })),
      ...positions.flatMap((position) => [
        callApi(server, 'closeOrder', { trader, body: { id: position.id } }),
        callApi(server, 'closeOrder', { trader, body: { id: position.id } }),
      ]),
    ];
    const responses = await Promise.all(calls);
    const [closeAlls, singles] = [responses.slice(0, 4), responses.slice(4)];
    for (const response of closeAlls) expect(response.statusCode, response.body).toBe(200);
    for (const response of singles) expect([200, 409], response.body).toContain(response.statusCode);
    const closedByAll = closeAlls.flatMap((response) => response.json<{ orders: Order[] }>().orders.map((order) => order.id));
    const closedAlone = singles
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json<{ order: Order }>().order.id);
    // No position is answered closed twice, and together the answers name each one.
    expect([...closedByAll, ...closedAlone].sort()).toEqual(positions.map((position) => position.id).sort());
    const counts = await realisedCounts(positions.map((position) => position.id));
    for (const position of positions) expect(counts.get(position.id)).toBe(1);
    await expectLedgerInvariant();
  });

  onPostgres('close-alls racing a tick that hits stop-losses close each position once', async () => {
    const start = await quoteOf(server, 'EURUSD');
    const traders: TestTrader[] = await Promise.all(Array.from({ length: 8 }, () => createTrader(server)));
    const positions: Order[] = [];
    for (const trader of traders) {
      for (const stop of ['0.00040', '0.00060', '0.00300']) {
        positions.push(
          await placeOrder(server, trader, {
            instrument_id: 'EURUSD',
            side: 'buy',
            volume: '0.05',
            leverage: 30,
            stop_loss: start.bid.sub(stop).toFixed(5),
          }),
        );
      }
    }
    await moveEurusd('-0.00100');
    // As above: each account's settlement races its close-all, either taking the lock first.
    const at = server.clock.now();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const responses = await Promise.all(
      traders.map(async (trader, index) => {
        const [response] = await Promise.all([
          callApi(server, 'closeAllOrders', { trader, body: {} }),
          index % 2 === 0
            ? settleAccount(server.context, trader.userId, at)
            : pause(index % 3).then(() => settleAccount(server.context, trader.userId, at)),
        ]);
        return response;
      }),
    );
    await runOrderEngine(server);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const ids = positions.map((position) => position.id);
    const counts = await realisedCounts(ids);
    for (const id of ids) expect(counts.get(id)).toBe(1);
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.status === 'closed' && (row.closeReason === 'user' || row.closeReason === 'stop_loss'))).toBe(true);
    // The positions whose stop was not reached can only have been closed by close all.
    const farStops = rows.filter((row) => row.stopLoss === start.bid.sub('0.00300').toFixed(10));
    expect(farStops.every((row) => row.closeReason === 'user')).toBe(true);
    await expectLedgerInvariant();
    await moveEurusd('0.00100');
  });
});
