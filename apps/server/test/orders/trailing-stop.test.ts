import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, type LiveQuote, type Order } from '@beurs/domain';
import { ledgerEntries, notifications, orders } from '../../src/db/schema/index';
import { createOrderEngine } from '../../src/orders/order-engine';
import { loadOrderHistory } from '../../src/orders/order-history';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { callApi, createTrader, placeOrder, refusal, type TestTrader } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const place = (trader: TestTrader, body: Record<string, unknown>): Promise<Order> => placeOrder(server, trader, body);

async function trail(trader: TestTrader, id: string, distance: string): Promise<Order> {
  const response = await callApi(server, 'modifyOrder', { trader, body: { id, trailing_distance: distance } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

async function stopOf(id: string): Promise<string | null> {
  const [row] = await server.context.db.select({ stopLoss: orders.stopLoss }).from(orders).where(eq(orders.id, id));
  return row?.stopLoss === null || row?.stopLoss === undefined ? null : Decimal.from(row.stopLoss).toFixed(5);
}

/** Sets EURUSD's bid (the spread kept at 0.00008), a second later, and runs the engine on it. */
async function tickEurusd(bid: Decimal) {
  server.clock.advance(1000);
  await setQuote(server, 'EURUSD', { bid: bid.toFixed(5), ask: bid.add('0.00008').toFixed(5) });
  return runOrderEngine(server);
}

describe('trailing stops in the order engine', () => {
  it('follows the bid of a long upwards, never down, and closes it as a trailing stop when crossed', async () => {
    const trader = await createTrader(server);
    const start = (await quoteOf(server, 'EURUSD')).bid;
    const order = await place(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    await trail(trader, order.id, '0.00200');
    expect(await stopOf(order.id)).toBe(start.sub('0.00200').toFixed(5));

    const up = await tickEurusd(start.add('0.00150'));
    expect(up.trailed).toBe(1);
    expect(await stopOf(order.id)).toBe(start.sub('0.00050').toFixed(5));
    // Down again, but not to the stop: it stays where the best bid put it, and nothing is settled.
    const down = await tickEurusd(start.add('0.00020'));
    expect(down).toMatchObject({ trailed: 0, settled: 0, closed: 0 });
    expect(await stopOf(order.id)).toBe(start.sub('0.00050').toFixed(5));
    const higher = await tickEurusd(start.add('0.00400'));
    expect(higher.trailed).toBe(1);
    expect(await stopOf(order.id)).toBe(start.add('0.00200').toFixed(5));

    // Crossed: closed at the bid of that tick, in profit, with its own reason.
    const crossed = await tickEurusd(start.add('0.00190'));
    expect(crossed.closed).toBe(1);
    const [row] = await server.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'closed', closeReason: 'trailing_stop', closePrice: start.add('0.00190').toFixed(10) });
    expect(Decimal.from(row?.realisedPnl ?? '0').isPositive()).toBe(true);
    const [entry] = await server.context.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.cause, 'realised_pnl')));
    expect(entry?.amount).toBe(row?.realisedPnl);
    expect(entry?.description).toContain('(trailing stop)');
    const [note] = await server.context.db.select().from(notifications).where(eq(notifications.userId, trader.userId));
    expect(note).toMatchObject({ title: 'Trailing stop reached', kind: 'success' });
    const [history] = await loadOrderHistory(server.context.db, { userId: trader.userId });
    expect(history?.close_reason).toBe('trailing_stop');
    await tickEurusd(start);
  });

  it('follows the ask of a short downwards', async () => {
    const trader = await createTrader(server);
    const start = await quoteOf(server, 'EURUSD');
    const order = await place(trader, { instrument_id: 'EURUSD', side: 'sell', volume: '0.10', leverage: 30 });
    await trail(trader, order.id, '0.00100');
    expect(await stopOf(order.id)).toBe(start.ask.add('0.00100').toFixed(5));
    await tickEurusd(start.bid.sub('0.00300'));
    expect(await stopOf(order.id)).toBe(start.ask.sub('0.00200').toFixed(5));
    await tickEurusd(start.bid.sub('0.00250'));
    expect(await stopOf(order.id)).toBe(start.ask.sub('0.00200').toFixed(5));
    await tickEurusd(start.bid.sub('0.00200'));
    const [row] = await server.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'closed', closeReason: 'trailing_stop' });
    await tickEurusd(start.bid);
  });

  it('continues from the written level after the index is rebuilt by a new lease holder', async () => {
    const trader = await createTrader(server);
    const start = (await quoteOf(server, 'EURUSD')).bid;
    const order = await place(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    await trail(trader, order.id, '0.00200');
    await tickEurusd(start.add('0.00300'));
    const reached = start.add('0.00100').toFixed(5);
    expect(await stopOf(order.id)).toBe(reached);

    // Another process takes the lease: its engine builds its index from the database alone.
    const successor = createOrderEngine();
    try {
      const run = async (bid: Decimal) => {
        server.clock.advance(1000);
        await setQuote(server, 'EURUSD', { bid: bid.toFixed(5), ask: bid.add('0.00008').toFixed(5) });
        const ticked: LiveQuote[] = [
          { instrument_id: 'EURUSD', bid: bid.toFixed(5), ask: bid.add('0.00008').toFixed(5), time: server.clock.now().toISOString() },
        ];
        return successor.run(server.context, server.clock.now(), ticked);
      };
      // Below the old best but above the stop: the level written before holds.
      expect(await run(start.add('0.00150'))).toMatchObject({ trailed: 0, closed: 0 });
      expect(await stopOf(order.id)).toBe(reached);
      expect((await run(start.add('0.00350'))).trailed).toBe(1);
      expect(await stopOf(order.id)).toBe(start.add('0.00150').toFixed(5));
      expect((await run(start.add('0.00140'))).closed).toBe(1);
      const [row] = await server.context.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ status: 'closed', closeReason: 'trailing_stop', closePrice: start.add('0.00140').toFixed(10) });
    } finally {
      await successor.stop();
    }
    await tickEurusd(start);
  });
});

describe('a trailing stop set with the order', () => {
  it('opens a market buy with its stop at the bid minus the distance, which then follows the bid', async () => {
    const trader = await createTrader(server);
    const start = (await quoteOf(server, 'EURUSD')).bid;
    const order = await place(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30, trailing_distance: '0.00200' });
    expect(order).toMatchObject({ trailing_distance: '0.00200' });
    expect(await stopOf(order.id)).toBe(start.sub('0.00200').toFixed(5));

    expect((await tickEurusd(start.add('0.00100'))).trailed).toBe(1);
    expect(await stopOf(order.id)).toBe(start.sub('0.00100').toFixed(5));
    await tickEurusd(start);
  });

  it('keeps a stop-loss sent with it when that is closer to the price, and trails from there', async () => {
    const trader = await createTrader(server);
    const start = (await quoteOf(server, 'EURUSD')).bid;
    const closer = start.sub('0.00050').toFixed(5);
    const order = await place(trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      volume: '0.10',
      leverage: 30,
      stop_loss: closer,
      trailing_distance: '0.00200',
    });
    expect(await stopOf(order.id)).toBe(closer);
  });

  it('refuses it on a pending order, and a distance that would put a buy stop at or below 0, writing nothing', async () => {
    const trader = await createTrader(server);
    const start = (await quoteOf(server, 'EURUSD')).bid;
    const pending = await callApi(server, 'openOrder', {
      trader,
      body: {
        instrument_id: 'EURUSD',
        side: 'buy',
        type: 'limit',
        price: start.sub('0.01000').toFixed(5),
        volume: '0.10',
        leverage: 30,
        trailing_distance: '0.00200',
      },
    });
    // A rule of the form itself, like a price on a market order: 400.
    expect(refusal(pending, 400, ERROR_CODES.validation).fields).toEqual([
      { path: 'trailing_distance', message: 'A trailing stop follows an open position; set it once this order has filled' },
    ]);
    const tooFar = await callApi(server, 'openOrder', {
      trader,
      body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30, trailing_distance: '5.00000' },
    });
    expect(refusal(tooFar, 422, ERROR_CODES.validation).message).toMatch(/^Trailing distance must be less than the current bid /);
    const written = await server.context.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, trader.userId));
    expect(written).toEqual([]);
  });
});
