import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, MESSAGES, type Order } from '@beurs/domain';
import { activities, ledgerEntries, notifications, orders } from '../../src/db/schema/index';
import { loadLiveOrders } from '../../src/orders/live-orders';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, placeOrder, refusal, renewSession, type TestTrader } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const traders: TestTrader[] = [];
async function newTrader(): Promise<TestTrader> {
  const trader = await createTrader(server);
  traders.push(trader);
  return trader;
}
// Each test's pending orders are cancelled after it. The clock only moves forwards (the engine's
// memory ignores a quote older than the one it holds); forex stays open all of Monday night.
afterEach(async () => {
  for (const each of traders.splice(0)) {
    const trader = await renewSession(server, each);
    for (const order of await loadLiveOrders(server.context.db, trader.userId)) {
      if (order.status === 'pending') await callApi(server, 'closeOrder', { trader, body: { id: order.id } });
    }
  }
});

const HOUR_MS = 3_600_000;

async function buyLimit(trader: TestTrader, extra: Record<string, unknown>, instrumentId = 'EURUSD'): Promise<Order> {
  const { ask, mid } = await quoteOf(server, instrumentId);
  const digits = instrumentId === 'EURUSD' ? 5 : 2;
  return placeOrder(server, trader, {
    instrument_id: instrumentId,
    side: 'buy',
    type: 'limit',
    volume: instrumentId === 'EURUSD' ? '0.10' : '0.01',
    leverage: instrumentId === 'EURUSD' ? 30 : instrumentId === 'AAPL' ? 5 : 2,
    price: ask.sub(mid.mul('0.01')).toFixed(digits),
    ...extra,
  });
}

async function rowOf(id: string) {
  const [row] = await server.context.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

describe('placing an order with an expiry', () => {
  it('waits until cancelled (gtc) when no expiry is sent', async () => {
    const trader = await newTrader();
    const order = await buyLimit(trader, {});
    expect(order).toMatchObject({ expiry: 'gtc', expires_at: null });
  });

  it('takes a date in the future and answers it as expires_at', async () => {
    const trader = await newTrader();
    const at = new Date(server.clock.now().getTime() + 2 * HOUR_MS).toISOString();
    const order = await buyLimit(trader, { expiry: 'date', expires_at: at });
    expect(order).toMatchObject({ expiry: 'date', expires_at: at });
  });

  it('ends a day order on shares at the close of the session, and on crypto at midnight UTC', async () => {
    const trader = await newTrader();
    expect(await buyLimit(trader, { expiry: 'day' }, 'AAPL')).toMatchObject({ expiry: 'day', expires_at: '2026-11-23T21:00:00.000Z' });
    expect(await buyLimit(trader, { expiry: 'day' }, 'BTCUSD')).toMatchObject({ expiry: 'day', expires_at: '2026-11-24T00:00:00.000Z' });
  });

  it('refuses an expiry on a market order, a date without expires_at, expires_at without a date, and a date in the past', async () => {
    const trader = await newTrader();
    const market = refusal(
      await callApi(server, 'openOrder', {
        trader,
        body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30, expiry: 'day' },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(market.fields).toContainEqual({
      path: 'expiry',
      message: expect.stringContaining('A market order fills at once and takes no expiry'),
    });
    const { ask } = await quoteOf(server, 'EURUSD');
    const limit = { instrument_id: 'EURUSD', side: 'buy', type: 'limit', volume: '0.10', leverage: 30, price: ask.sub('0.001').toFixed(5) };
    const noDate = refusal(await callApi(server, 'openOrder', { trader, body: { ...limit, expiry: 'date' } }), 400, ERROR_CODES.validation);
    expect(noDate.fields).toContainEqual({ path: 'expires_at', message: expect.stringContaining('needs expires_at') });
    const stray = refusal(
      await callApi(server, 'openOrder', { trader, body: { ...limit, expires_at: '2026-12-01T00:00:00Z' } }),
      400,
      ERROR_CODES.validation,
    );
    expect(stray.fields).toContainEqual({ path: 'expires_at', message: expect.stringContaining('goes with expiry "date"') });
    const past = refusal(
      await callApi(server, 'openOrder', { trader, body: { ...limit, expiry: 'date', expires_at: '2026-11-23T14:00:00Z' } }),
      422,
      ERROR_CODES.validation,
    );
    expect(past.fields).toEqual([
      { path: 'expires_at', message: 'expires_at must be in the future: it is Monday 23 November 2026 at 14:30 UTC now' },
    ]);
    const garbled = refusal(
      await callApi(server, 'openOrder', { trader, body: { ...limit, expiry: 'week' } }),
      400,
      ERROR_CODES.validation,
    );
    expect(garbled.fields).toContainEqual({ path: 'expiry', message: 'Expiry must be gtc, day or date' });
    expect(await loadLiveOrders(server.context.db, trader.userId)).toEqual([]);
  });
});

describe('the order engine cancels expired orders', () => {
  it('cancels a date order at its time with close reason expired, tells the trader, and posts nothing to the ledger', async () => {
    const trader = await newTrader();
    const expiresAt = new Date(server.clock.now().getTime() + HOUR_MS);
    const order = await buyLimit(trader, { expiry: 'date', expires_at: expiresAt.toISOString() });

    server.clock.advance(HOUR_MS / 2);
    // Not due yet: no account is even looked at.
    expect(await runOrderEngine(server)).toMatchObject({ expired: 0, settled: 0 });
    server.clock.set(expiresAt);
    expect(await runOrderEngine(server)).toMatchObject({ expired: 1, filled: 0, settled: 1 });

    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', closeReason: 'expired', closedAt: expiresAt, margin: '0.00' });
    const notes = await server.context.db.select().from(notifications).where(eq(notifications.userId, trader.userId));
    expect(notes).toMatchObject([
      { title: 'Pending order expired', body: `Your buy limit 0.10 EURUSD at ${order.price ?? ''} expired and was cancelled.` },
    ]);
    const logged = await server.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, trader.userId), eq(activities.kind, 'order_cancelled')));
    expect(logged).toHaveLength(1);
    const ledger = await server.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, trader.userId));
    expect(ledger.map((entry) => entry.cause)).toEqual(['deposit']);

    const later = await renewSession(server, trader);
    const history = await callApi(server, 'getOrderHistory', { trader: later, body: {} });
    expect(history.json<{ orders: Order[] }>().orders).toMatchObject([{ id: order.id, status: 'cancelled', close_reason: 'expired' }]);
    const close = refusal(
      await callApi(server, 'closeOrder', { trader: later, body: { id: order.id } }),
      409,
      ERROR_CODES.orderAlreadyClosed,
    );
    expect(close.message).toBe(MESSAGES.orderAlreadyClosed);
    // A second pass finds nothing more to do.
    expect(await runOrderEngine(server)).toMatchObject({ expired: 0, settled: 0 });
  });

  it('cancels a day order on shares at the close, while the market is closed and no price moves', async () => {
    const trader = await newTrader();
    const order = await buyLimit(trader, { expiry: 'day' }, 'AAPL');
    server.clock.set('2026-11-23T20:59:59.000Z');
    expect(await runOrderEngine(server)).toMatchObject({ expired: 0 });
    server.clock.set('2026-11-23T21:00:00.000Z');
    expect(await runOrderEngine(server)).toMatchObject({ expired: 1 });
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', closeReason: 'expired' });
  });

  it('expires an order whose price is reached in the tick its time runs out, and does not fill it', async () => {
    const trader = await newTrader();
    const expiresAt = new Date(server.clock.now().getTime() + 60_000);
    const order = await buyLimit(trader, { expiry: 'date', expires_at: expiresAt.toISOString() });
    server.clock.set(expiresAt);
    const price = Decimal.from(order.price ?? '0');
    await setQuote(server, 'EURUSD', { bid: price.sub('0.00018').toFixed(5), ask: price.sub('0.00010').toFixed(5) });
    expect(await runOrderEngine(server)).toMatchObject({ expired: 1, filled: 0 });
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', closeReason: 'expired', openPrice: null });
  });

  it('expires a stop-limit order that was triggered and is waiting at its limit', async () => {
    const trader = await newTrader();
    const { ask } = await quoteOf(server, 'EURUSD');
    const expiresAt = new Date(server.clock.now().getTime() + 10 * 60_000);
    const order = await placeOrder(server, trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'stop_limit',
      volume: '0.10',
      leverage: 30,
      price: ask.add('0.00100').toFixed(5),
      limit_price: ask.add('0.00110').toFixed(5),
      expiry: 'date',
      expires_at: expiresAt.toISOString(),
    });
    server.clock.advance(1000);
    await setQuote(server, 'EURUSD', { bid: ask.add('0.00142').toFixed(5), ask: ask.add('0.00150').toFixed(5) });
    expect(await runOrderEngine(server)).toMatchObject({ triggered: 1, filled: 0 });
    server.clock.set(expiresAt);
    expect(await runOrderEngine(server)).toMatchObject({ expired: 1 });
    const notes = await server.context.db.select().from(notifications).where(eq(notifications.userId, trader.userId));
    expect(notes.map((note) => note.body)).toContain(
      `Your buy stop-limit 0.10 EURUSD at ${order.price ?? ''} (limit ${order.limit_price ?? ''}) expired and was cancelled.`,
    );
    await setQuote(server, 'EURUSD', { bid: ask.sub('0.00008').toFixed(5), ask: ask.toFixed(5) });
  });

  it('after a restart, rebuilds its expiries from the database and cancels what is due', async () => {
    const trader = await newTrader();
    const expiresAt = new Date(server.clock.now().getTime() + 5 * 60_000);
    const order = await buyLimit(trader, { expiry: 'date', expires_at: expiresAt.toISOString() });
    // A new lease term: the engine drops its index and builds it from the database on its next pass.
    await server.context.orderEngine.stop();
    server.clock.set(new Date(expiresAt.getTime() + 1000));
    expect(await runOrderEngine(server)).toMatchObject({ expired: 1 });
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', closeReason: 'expired' });
  });
});
