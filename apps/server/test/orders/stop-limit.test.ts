import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, type Order } from '@beurs/domain';
import { notifications, orders } from '../../src/db/schema/index';
import { loadLiveOrders } from '../../src/orders/live-orders';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, placeOrder, refusal, type TestTrader } from './test-trader';

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
// Each test's pending orders are cancelled after it, so that the next test's ticks settle only its own.
afterEach(async () => {
  for (const trader of traders.splice(0)) {
    for (const order of await loadLiveOrders(server.context.db, trader.userId)) {
      if (order.status === 'pending') await callApi(server, 'closeOrder', { trader, body: { id: order.id } });
    }
  }
});

/** Sets EURUSD's ask (the spread kept at 0.00008), a second later, and runs the engine on it. */
async function tickAsk(ask: Decimal) {
  server.clock.advance(1000);
  await setQuote(server, 'EURUSD', { bid: ask.sub('0.00008').toFixed(5), ask: ask.toFixed(5) });
  return runOrderEngine(server);
}

/** Sets EURUSD's bid, a second later, and runs the engine on it. */
async function tickBid(bid: Decimal) {
  server.clock.advance(1000);
  await setQuote(server, 'EURUSD', { bid: bid.toFixed(5), ask: bid.add('0.00008').toFixed(5) });
  return runOrderEngine(server);
}

async function liveOrder(trader: TestTrader, id: string): Promise<Order | undefined> {
  return (await loadLiveOrders(server.context.db, trader.userId)).find((order) => order.id === id);
}

async function rowOf(id: string) {
  const [row] = await server.context.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

const stopLimit = (side: 'buy' | 'sell', price: Decimal, limit: Decimal, extra: Record<string, unknown> = {}) => ({
  instrument_id: 'EURUSD',
  side,
  type: 'stop_limit',
  volume: '0.10',
  leverage: 30,
  price: price.toFixed(5),
  limit_price: limit.toFixed(5),
  ...extra,
});

describe('placing a stop-limit order', () => {
  it('places a buy stop-limit above the ask with its limit at or above the stop, pending and holding no margin', async () => {
    const trader = await newTrader();
    const { ask } = await quoteOf(server, 'EURUSD');
    const order = await placeOrder(server, trader, stopLimit('buy', ask.add('0.00100'), ask.add('0.00120')));
    expect(order).toMatchObject({
      type: 'stop_limit',
      status: 'pending',
      price: ask.add('0.00100').toFixed(5),
      limit_price: ask.add('0.00120').toFixed(5),
      triggered_at: null,
      margin: '0.00',
    });
  });

  it('refuses a stop-limit without a limit price, and a limit price on any other order', async () => {
    const trader = await newTrader();
    const { ask } = await quoteOf(server, 'EURUSD');
    const missing = refusal(
      await callApi(server, 'openOrder', {
        trader,
        body: {
          instrument_id: 'EURUSD',
          side: 'buy',
          type: 'stop_limit',
          volume: '0.10',
          leverage: 30,
          price: ask.add('0.001').toFixed(5),
        },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(missing.fields).toContainEqual({
      path: 'limit_price',
      message: expect.stringContaining('A stop_limit order needs a limit_price'),
    });
    const stray = refusal(
      await callApi(server, 'openOrder', {
        trader,
        body: {
          instrument_id: 'EURUSD',
          side: 'buy',
          type: 'limit',
          volume: '0.10',
          leverage: 30,
          price: ask.sub('0.001').toFixed(5),
          limit_price: '1.00000',
        },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(stray.fields).toContainEqual({
      path: 'limit_price',
      message: expect.stringContaining('Only a stop_limit order takes a limit_price'),
    });
  });

  it('refuses a buy stop at or below the ask and a sell stop at or above the bid, as for a stop', async () => {
    const trader = await newTrader();
    const { bid, ask } = await quoteOf(server, 'EURUSD');
    const buy = refusal(
      await callApi(server, 'openOrder', { trader, body: stopLimit('buy', ask, ask.add('0.0002')) }),
      422,
      ERROR_CODES.validation,
    );
    expect(buy.message).toBe(
      `A buy stop-limit's stop price must be above the current ask ${ask.toFixed(5)}; to buy when the price falls, place a buy limit`,
    );
    const sell = refusal(
      await callApi(server, 'openOrder', { trader, body: stopLimit('sell', bid.add('0.0001'), bid) }),
      422,
      ERROR_CODES.validation,
    );
    expect(sell.message).toContain(`A sell stop-limit's stop price must be below the current bid ${bid.toFixed(5)}`);
  });

  it('refuses a limit on the wrong side of the stop: below it for a buy, above it for a sell', async () => {
    const trader = await newTrader();
    const { bid, ask } = await quoteOf(server, 'EURUSD');
    const buy = refusal(
      await callApi(server, 'openOrder', { trader, body: stopLimit('buy', ask.add('0.00100'), ask.add('0.00090')) }),
      422,
      ERROR_CODES.validation,
    );
    expect(buy.fields).toEqual([
      { path: 'limit_price', message: expect.stringContaining(`must be at or above its stop price ${ask.add('0.00100').toFixed(5)}`) },
    ]);
    const sell = refusal(
      await callApi(server, 'openOrder', { trader, body: stopLimit('sell', bid.sub('0.00100'), bid.sub('0.00090')) }),
      422,
      ERROR_CODES.validation,
    );
    expect(sell.fields).toEqual([{ path: 'limit_price', message: expect.stringContaining('must be at or below its stop price') }]);
  });

  it('refuses a limit price with more decimals than the instrument, and a stop-loss above the limit of a buy', async () => {
    const trader = await newTrader();
    const { ask } = await quoteOf(server, 'EURUSD');
    const digits = refusal(
      await callApi(server, 'openOrder', {
        trader,
        body: { ...stopLimit('buy', ask.add('0.001'), ask.add('0.002')), limit_price: ask.add('0.002001').toFixed(6) },
      }),
      422,
      ERROR_CODES.validation,
    );
    expect(digits.message).toBe('Limit price can have at most 5 decimal places for EURUSD');
    const level = refusal(
      await callApi(server, 'openOrder', {
        trader,
        body: stopLimit('buy', ask.add('0.001'), ask.add('0.002'), { stop_loss: ask.add('0.0025').toFixed(5) }),
      }),
      422,
      ERROR_CODES.validation,
    );
    expect(level.message).toBe(`Stop-loss for a buy must be below the limit price ${ask.add('0.002').toFixed(5)}`);
  });
});

describe('a stop-limit order in the order engine', () => {
  it('a buy stop-limit whose stop is jumped past its limit triggers, waits as a limit, then fills at the ask at or below the limit', async () => {
    const trader = await newTrader();
    const start = (await quoteOf(server, 'EURUSD')).ask;
    const stop = start.add('0.00100');
    const limit = stop.add('0.00020');
    const order = await placeOrder(server, trader, stopLimit('buy', stop, limit));

    expect(await tickAsk(stop.sub('0.00010'))).toMatchObject({ triggered: 0, filled: 0, settled: 0 });
    // The ask gaps over the limit: the stop is reached, but a limit buy does not pay more.
    const gap = await tickAsk(limit.add('0.00030'));
    expect(gap).toMatchObject({ triggered: 1, filled: 0 });
    const waiting = await liveOrder(trader, order.id);
    expect(waiting).toMatchObject({ status: 'pending', triggered_at: server.clock.now().toISOString(), margin: '0.00' });
    const [note] = await server.context.db.select().from(notifications).where(eq(notifications.userId, trader.userId));
    expect(note).toMatchObject({
      title: 'Stop-limit order triggered',
      body: `Your buy stop-limit 0.10 EURUSD at ${stop.toFixed(5)} (limit ${limit.toFixed(5)}) reached its stop at ${limit.add('0.00030').toFixed(5)} and now waits as a limit order.`,
    });

    // Still above the limit: nothing. Back below the stop but above the limit... no, at the limit: filled there.
    expect(await tickAsk(limit.add('0.00010'))).toMatchObject({ triggered: 0, filled: 0, settled: 0 });
    const fill = await tickAsk(limit.sub('0.00005'));
    expect(fill.filled).toBe(1);
    const filled = await liveOrder(trader, order.id);
    expect(filled).toMatchObject({
      status: 'open',
      open_price: limit.sub('0.00005').toFixed(5),
      open_quote: { bid: limit.sub('0.00013').toFixed(5), ask: limit.sub('0.00005').toFixed(5) },
    });
    expect(Decimal.from(filled?.margin ?? '0').isPositive()).toBe(true);
  });

  it('a buy stop-limit fills in the tick that reaches its stop when the ask is still within its limit', async () => {
    const trader = await newTrader();
    const start = (await quoteOf(server, 'EURUSD')).ask;
    const stop = start.add('0.00100');
    const order = await placeOrder(server, trader, stopLimit('buy', stop, stop.add('0.00020')));
    const report = await tickAsk(stop.add('0.00010'));
    expect(report).toMatchObject({ triggered: 1, filled: 1 });
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ status: 'open', openPrice: stop.add('0.00010').toFixed(10) });
    expect(row?.triggeredAt?.toISOString()).toBe(server.clock.now().toISOString());
    await tickAsk(start);
  });

  it('a sell stop-limit triggers when the bid falls to its stop and fills at the bid at or above its limit', async () => {
    const trader = await newTrader();
    const start = (await quoteOf(server, 'EURUSD')).bid;
    const stop = start.sub('0.00100');
    const limit = stop.sub('0.00020');
    const order = await placeOrder(server, trader, stopLimit('sell', stop, limit));
    expect(await tickBid(stop.add('0.00001'))).toMatchObject({ triggered: 0, filled: 0 });
    expect(await tickBid(limit.sub('0.00001'))).toMatchObject({ triggered: 1, filled: 0 });
    const report = await tickBid(stop);
    expect(report.filled).toBe(1);
    expect(await rowOf(order.id)).toMatchObject({ status: 'open', openPrice: stop.toFixed(10), openBid: stop.toFixed(10) });
    await tickBid(start);
  });

  it('after a restart, a triggered stop-limit waits at its limit, not at its stop', async () => {
    const trader = await newTrader();
    const start = (await quoteOf(server, 'EURUSD')).ask;
    const stop = start.add('0.00100');
    const limit = stop.add('0.00020');
    const order = await placeOrder(server, trader, stopLimit('buy', stop, limit));
    expect(await tickAsk(limit.add('0.00050'))).toMatchObject({ triggered: 1, filled: 0 });
    // A new lease term: the engine drops its index and builds it again from the database.
    await server.context.orderEngine.stop();
    expect(await tickAsk(limit.add('0.00001'))).toMatchObject({ filled: 0, triggered: 0 });
    expect(await tickAsk(limit)).toMatchObject({ filled: 1 });
    expect(await rowOf(order.id)).toMatchObject({ status: 'open', openPrice: limit.toFixed(10) });
    await tickAsk(start);
  });
});

describe('changing a stop-limit order', () => {
  async function modify(trader: TestTrader, body: Record<string, unknown>) {
    return callApi(server, 'modifyOrder', { trader, body });
  }

  it('moves the stop with price and the limit with limit_price, keeping the limit beyond the stop', async () => {
    const trader = await newTrader();
    const { ask } = await quoteOf(server, 'EURUSD');
    const order = await placeOrder(server, trader, stopLimit('buy', ask.add('0.00100'), ask.add('0.00120')));
    const moved = await modify(trader, { id: order.id, price: ask.add('0.00110').toFixed(5) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ order: Order }>().order).toMatchObject({
      price: ask.add('0.00110').toFixed(5),
      limit_price: ask.add('0.00120').toFixed(5),
    });
    const limit = await modify(trader, { id: order.id, limit_price: ask.add('0.00150').toFixed(5) });
    expect(limit.json<{ order: Order }>().order).toMatchObject({ limit_price: ask.add('0.00150').toFixed(5) });
    const past = refusal(await modify(trader, { id: order.id, price: ask.add('0.00160').toFixed(5) }), 422, ERROR_CODES.validation);
    expect(past.fields).toEqual([{ path: 'limit_price', message: expect.stringContaining('must be at or above its stop price') }]);
    const below = refusal(await modify(trader, { id: order.id, limit_price: ask.add('0.00100').toFixed(5) }), 422, ERROR_CODES.validation);
    expect(below.fields?.[0]?.path).toBe('limit_price');
  });

  it('once triggered, refuses a new stop and a limit the price has already reached, and takes a limit still waiting', async () => {
    const trader = await newTrader();
    const start = (await quoteOf(server, 'EURUSD')).ask;
    const stop = start.add('0.00100');
    const order = await placeOrder(server, trader, stopLimit('buy', stop, stop.add('0.00020')));
    await tickAsk(stop.add('0.00050'));
    const now = (await quoteOf(server, 'EURUSD')).ask;
    const stopMove = refusal(await modify(trader, { id: order.id, price: stop.add('0.00060').toFixed(5) }), 422, ERROR_CODES.validation);
    expect(stopMove.message).toContain('now waits as a limit order: change its limit_price instead');
    const reached = refusal(await modify(trader, { id: order.id, limit_price: now.toFixed(5) }), 422, ERROR_CODES.validation);
    expect(reached.message).toBe(`A buy limit price must be below the current ask ${now.toFixed(5)}; this order would fill at once`);
    const ok = await modify(trader, { id: order.id, limit_price: now.sub('0.00010').toFixed(5) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ order: Order }>().order.limit_price).toBe(now.sub('0.00010').toFixed(5));
    await tickAsk(start);
  });

  it('refuses a limit_price on a limit order', async () => {
    const trader = await newTrader();
    const { ask } = await quoteOf(server, 'EURUSD');
    const order = await placeOrder(server, trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      volume: '0.10',
      leverage: 30,
      price: ask.sub('0.001').toFixed(5),
    });
    const body = refusal(await modify(trader, { id: order.id, limit_price: ask.sub('0.002').toFixed(5) }), 422, ERROR_CODES.validation);
    expect(body.message).toBe('Only a stop-limit order has a limit_price; for a limit or stop order, change its price');
  });
});
