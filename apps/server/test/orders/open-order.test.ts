import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, frozenAccountMessage, requiredMargin, type Order } from '@beurs/domain';
import { activities, orders } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf } from '../market/test-quotes';
import { callApi, createTrader, freezeTrader, refusal, type TestTrader } from './test-trader';

let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer();
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
});

async function open(body: Record<string, unknown>, as: TestTrader = trader) {
  return callApi(server, 'openOrder', { trader: as, body });
}

describe('POST /orders/open', () => {
  it('fills a market buy at the ask and records the quote it used', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const response = await open({ instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ order: Order }>().order;
    expect(order).toMatchObject({
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'market',
      status: 'open',
      volume: '0.10',
      leverage: 30,
      price: null,
      open_price: quote.ask.toFixed(5),
      open_quote: { bid: quote.bid.toFixed(5), ask: quote.ask.toFixed(5), time: quote.time.toISOString(), source: 'simulated' },
      current_price: quote.bid.toFixed(5),
      close_reason: null,
    });
    // Margin: notional at the ask, converted from USD at 1 / mid(EURUSD), over the leverage.
    const usdToEur = Decimal.from(1).div(quote.bid.add(quote.ask).div(2, 10), 10);
    const expected = requiredMargin({
      volume: '0.1',
      contractSize: '100000',
      price: quote.ask,
      leverage: 30,
      quoteToAccountRate: usdToEur,
    });
    expect(order.margin).toBe(expected.toFixed(2));
    // Bought at the ask, valued at the bid: the spread is the only loss so far.
    expect(Decimal.from(order.pnl).isNegative()).toBe(true);
    const [activity] = await server.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, trader.userId), eq(activities.kind, 'order_opened')));
    expect(activity?.description).toContain('Opened buy 0.10 EURUSD at');
  });

  it('fills a market sell at the bid', async () => {
    const quote = await quoteOf(server, 'XAUUSD');
    const response = await open({ instrument_id: 'xauusd', side: 'sell', volume: '0.01', leverage: 20 });
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json<{ order: Order }>().order;
    expect(order.open_price).toBe(quote.bid.toFixed(2));
    expect(order.current_price).toBe(quote.ask.toFixed(2));
    expect(order.open_quote).toEqual({
      bid: quote.bid.toFixed(2),
      ask: quote.ask.toFixed(2),
      time: quote.time.toISOString(),
      source: 'simulated',
    });
  });

  it('refuses leverage above the ESMA cap of the instrument', async () => {
    const crypto = refusal(
      await open({ instrument_id: 'BTCUSD', side: 'buy', volume: '0.01', leverage: 5 }),
      422,
      ERROR_CODES.leverageTooHigh,
    );
    expect(crypto.message).toBe('Leverage for crypto is capped at 2:1 for retail clients');
    const share = refusal(await open({ instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 6 }), 422, ERROR_CODES.leverageTooHigh);
    expect(share.message).toBe('Leverage for individual shares is capped at 5:1 for retail clients');
    const minor = refusal(
      await open({ instrument_id: 'AUDUSD', side: 'buy', volume: '0.01', leverage: 30 }),
      422,
      ERROR_CODES.leverageTooHigh,
    );
    expect(minor.message).toBe('Leverage for non-major currency pairs is capped at 20:1 for retail clients');
    expect((await open({ instrument_id: 'BTCUSD', side: 'buy', volume: '0.01', leverage: 2 })).statusCode).toBe(200);
  });

  it('refuses an order whose margin is more than the free margin, saying both amounts', async () => {
    const poor = await createTrader(server, { balance: '100' });
    const body = refusal(
      await open({ instrument_id: 'EURUSD', side: 'buy', volume: '1', leverage: 30 }, poor),
      422,
      ERROR_CODES.insufficientFunds,
    );
    expect(body.message).toMatch(/^insufficient free margin: this order needs 3,\d{3}\.\d{2} EUR and you have 100\.00 EUR free$/);
    const rows = await server.context.db.select().from(orders).where(eq(orders.userId, poor.userId));
    expect(rows).toEqual([]);
  });

  it('counts the margin of open positions against the free margin', async () => {
    const small = await createTrader(server, { balance: '500' });
    expect((await open({ instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 }, small)).statusCode).toBe(200);
    const second = refusal(
      await open({ instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 }, small),
      422,
      ERROR_CODES.insufficientFunds,
    );
    expect(second.message).toMatch(/you have 1\d\d\.\d\d EUR free$/);
  });

  it('refuses a stop-loss or take-profit on the wrong side of the price', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const bid = quote.bid.toFixed(5);
    const ask = quote.ask.toFixed(5);
    const buySl = refusal(
      await open({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 10, stop_loss: quote.bid.add('0.001').toFixed(5) }),
      422,
      ERROR_CODES.validation,
    );
    expect(buySl.message).toBe(`Stop-loss for a buy must be below the current bid ${bid}`);
    expect(buySl.fields).toEqual([{ path: 'stop_loss', message: buySl.message }]);
    const buyTp = refusal(
      await open({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 10, take_profit: quote.bid.sub('0.001').toFixed(5) }),
      422,
      ERROR_CODES.validation,
    );
    expect(buyTp.message).toBe(`Take-profit for a buy must be above the current bid ${bid}`);
    const sellSl = refusal(
      await open({ instrument_id: 'EURUSD', side: 'sell', volume: '0.01', leverage: 10, stop_loss: quote.ask.sub('0.001').toFixed(5) }),
      422,
      ERROR_CODES.validation,
    );
    expect(sellSl.message).toBe(`Stop-loss for a sell must be above the current ask ${ask}`);
    const sellTp = refusal(
      await open({ instrument_id: 'EURUSD', side: 'sell', volume: '0.01', leverage: 10, take_profit: quote.ask.add('0.001').toFixed(5) }),
      422,
      ERROR_CODES.validation,
    );
    expect(sellTp.message).toBe(`Take-profit for a sell must be below the current ask ${ask}`);
    const good = await open({
      instrument_id: 'EURUSD',
      side: 'buy',
      volume: '0.01',
      leverage: 10,
      stop_loss: quote.bid.sub('0.005').toFixed(5),
      take_profit: quote.bid.add('0.005').toFixed(5),
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json<{ order: Order }>().order.stop_loss).toBe(quote.bid.sub('0.005').toFixed(5));
  });

  it('refuses prices with more decimals than the instrument quotes, or not above zero', async () => {
    const digits = refusal(
      await open({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 10, stop_loss: '1.000001' }),
      422,
      ERROR_CODES.validation,
    );
    expect(digits.message).toBe('Stop-loss can have at most 5 decimal places for EURUSD');
    const zero = refusal(
      await open({ instrument_id: 'EURUSD', side: 'sell', volume: '0.01', leverage: 10, take_profit: 0 }),
      422,
      ERROR_CODES.validation,
    );
    expect(zero.message).toBe('Take-profit must be above 0');
  });

  it('answers 404 for an unknown instrument', async () => {
    const body = refusal(await open({ instrument_id: 'NOPE', side: 'buy', volume: '1', leverage: 1 }), 404, ERROR_CODES.notFound);
    expect(body.message).toBe('There is no instrument "NOPE". Pick one from the list of symbols.');
  });

  it('refuses an order while the market is closed and says when it opens', async () => {
    // Tokyo is closed at 23:30 local time; it opens at 09:00 JST, 00:00 UTC.
    const tokyo = refusal(await open({ instrument_id: '7203.T', side: 'buy', volume: '1', leverage: 5 }), 422, ERROR_CODES.marketClosed);
    expect(tokyo.message).toBe(
      'The market for Toyota Motor Corporation (7203.T) is closed, so you cannot open an order now. It opens on Tuesday 24 November 2026 at 00:00 UTC.',
    );
    const saturday = '2026-11-28T12:00:00.000Z';
    server.clock.set(saturday);
    try {
      const weekendTrader = await createTrader(server);
      const forex = refusal(
        await open({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 }, weekendTrader),
        422,
        ERROR_CODES.marketClosed,
      );
      expect(forex.message).toContain('It opens on Sunday 29 November 2026 at 22:00 UTC.');
    } finally {
      server.clock.set('2026-11-23T14:30:00.000Z');
    }
  });

  it('places a pending limit order that waits, holding no margin yet', async () => {
    const quote = await quoteOf(server, 'GBPUSD');
    const price = quote.ask.sub('0.00500').toFixed(5);
    const response = await open({ instrument_id: 'GBPUSD', side: 'buy', type: 'limit', price, volume: '0.10', leverage: 30 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: Order }>().order).toMatchObject({
      status: 'pending',
      type: 'limit',
      price,
      open_price: null,
      open_quote: null,
      margin: '0.00',
      pnl: '0.00',
      current_price: null,
    });
    const wrong = refusal(
      await open({
        instrument_id: 'GBPUSD',
        side: 'buy',
        type: 'limit',
        price: quote.ask.add('0.001').toFixed(5),
        volume: '0.10',
        leverage: 30,
      }),
      422,
      ERROR_CODES.validation,
    );
    expect(wrong.message).toBe(
      `A buy limit price must be below the current ask ${quote.ask.toFixed(5)}; to buy when the price rises, place a buy stop`,
    );
    const sellStop = refusal(
      await open({
        instrument_id: 'GBPUSD',
        side: 'sell',
        type: 'stop',
        price: quote.bid.add('0.001').toFixed(5),
        volume: '0.10',
        leverage: 30,
      }),
      422,
      ERROR_CODES.validation,
    );
    expect(sellStop.message).toContain('A sell stop price must be below the current bid');
  });

  it('refuses a frozen account with the spec message', async () => {
    const frozen = await createTrader(server);
    await freezeTrader(server, frozen);
    const body = refusal(
      await open({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 }, frozen),
      403,
      ERROR_CODES.accountFrozen,
    );
    expect(body.message).toBe(frozenAccountMessage(server.context.config.company.supportEmail));
  });

  it('answers 401 without a token', async () => {
    const response = await callApi(server, 'openOrder', { body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 } });
    expect(response.statusCode).toBe(401);
  });
});
