import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, type Order } from '@beurs/domain';
import { activities, orders } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { callApi, createTrader, refusal, renewSession } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Saturday noon: forex is closed until Sunday 22:00 UTC. */
const SATURDAY = '2026-11-28T12:00:00.000Z';
/** Sunday 22:00:05 UTC, five seconds after the forex open. */
const AFTER_OPEN = '2026-11-29T22:00:05.000Z';

describe('pending orders while the market is closed', () => {
  it('accepts a limit or stop order against the last price, refuses a market order, and fills at the first price after the open, gap included', async () => {
    const last = await quoteOf(server, 'EURUSD');
    server.clock.set(SATURDAY);
    const trader = await renewSession(server, await createTrader(server));

    const market = refusal(
      await callApi(server, 'openOrder', { trader, body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 } }),
      422,
      ERROR_CODES.marketClosed,
    );
    expect(market.message).toContain('is closed, so you cannot open an order now');
    // Checked against the last known quote, as while the market is open.
    const reached = refusal(
      await callApi(server, 'openOrder', {
        trader,
        body: {
          instrument_id: 'EURUSD',
          side: 'buy',
          type: 'stop',
          price: last.ask.sub('0.00010').toFixed(5),
          volume: '0.10',
          leverage: 30,
        },
      }),
      422,
      ERROR_CODES.validation,
    );
    expect(reached.message).toBe(
      `A buy stop price must be above the current ask ${last.ask.toFixed(5)}; to buy when the price falls, place a buy limit`,
    );

    const stopPrice = last.ask.add('0.00200');
    const response = await callApi(server, 'openOrder', {
      trader,
      body: {
        instrument_id: 'EURUSD',
        side: 'buy',
        type: 'stop',
        price: stopPrice.toFixed(5),
        volume: '0.10',
        leverage: 30,
        stop_loss: last.bid.toFixed(5),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ order: Order }>().order;
    expect(order).toMatchObject({ status: 'pending', price: stopPrice.toFixed(5) });
    const [activity] = await server.context.db.select().from(activities).where(eq(activities.userId, trader.userId));
    expect(activity?.description).toContain('while the market was closed; it can fill from the first price after the open');

    // Nothing fills while the market is closed.
    expect((await runOrderEngine(server)).filled).toBe(0);

    // The market opens with a gap through the stop: the order fills at the opening ask, not at its price.
    server.clock.set(AFTER_OPEN);
    const gapBid = stopPrice.add('0.00300');
    await setQuote(server, 'EURUSD', { bid: gapBid.toFixed(5), ask: gapBid.add('0.00008').toFixed(5) });
    expect((await runOrderEngine(server)).filled).toBe(1);
    const [row] = await server.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'open', openQuoteTime: new Date(AFTER_OPEN) });
    expect(Decimal.from(row?.openPrice ?? '0').eq(gapBid.add('0.00008'))).toBe(true);

    const renewed = await renewSession(server, trader);
    expect((await callApi(server, 'closeOrder', { trader: renewed, body: { id: order.id } })).statusCode).toBe(200);
  });
});
