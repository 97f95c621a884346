import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, MESSAGES, frozenAccountMessage, positionPnl, type Order } from '@beurs/domain';
import { ledgerEntries } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf, setQuote } from '../market/test-quotes';
import { balanceOf, callApi, createTrader, freezeTrader, refusal, renewSession, type TestTrader } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function openMarket(trader: TestTrader, body: Record<string, unknown>): Promise<Order> {
  const response = await callApi(server, 'openOrder', { trader, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

async function ledgerOf(trader: TestTrader) {
  return server.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, trader.userId));
}

describe('POST /orders/close', () => {
  it('closes a long at the bid and posts the realised P&L to the ledger', async () => {
    const trader = await createTrader(server);
    const order = await openMarket(trader, { instrument_id: 'AAPL', side: 'buy', volume: '2', leverage: 5 });
    const openPrice = Decimal.from(order.open_price ?? '0');
    await setQuote(server, 'AAPL', { bid: openPrice.add('3.00').toFixed(2), ask: openPrice.add('3.04').toFixed(2) });
    const response = await callApi(server, 'closeOrder', { trader, body: { id: order.id } });
    expect(response.statusCode, response.body).toBe(200);
    const closed = response.json<{ order: Order }>().order;
    const usd = await quoteOf(server, 'EURUSD');
    const usdToEur = Decimal.from(1).div(usd.bid.add(usd.ask).div(2, 10), 10);
    // 2 shares × 3.00 USD, in EUR at the current rate.
    const expected = Decimal.from('6.00').mul(usdToEur).round(2);
    expect(closed).toMatchObject({
      status: 'closed',
      close_reason: 'user',
      close_price: openPrice.add('3.00').toFixed(2),
      close_quote: { bid: openPrice.add('3.00').toFixed(2), ask: openPrice.add('3.04').toFixed(2), time: server.clock.now().toISOString() },
      pnl: expected.toFixed(2),
      current_price: null,
    });
    const entries = (await ledgerOf(trader)).filter((entry) => entry.cause === 'realised_pnl');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ orderId: order.id, amount: expected.toFixed(2) });
    expect(await balanceOf(server, trader)).toBe(Decimal.from('10000').add(expected).toFixed(2));
  });

  it('closes a short at the ask', async () => {
    const trader = await createTrader(server);
    const order = await openMarket(trader, { instrument_id: 'BTCUSD', side: 'sell', volume: '0.10', leverage: 2 });
    const quote = await quoteOf(server, 'BTCUSD');
    const response = await callApi(server, 'closeOrder', { trader, body: { id: order.id } });
    const closed = response.json<{ order: Order }>().order;
    expect(closed.close_price).toBe(quote.ask.toFixed(2));
    const usd = await quoteOf(server, 'EURUSD');
    const rate = Decimal.from(1).div(usd.bid.add(usd.ask).div(2, 10), 10);
    const pnl = positionPnl({
      side: 'sell',
      volume: '0.1',
      contractSize: '1',
      openPrice: order.open_price ?? '0',
      bid: quote.bid,
      ask: quote.ask,
      quoteToAccountRate: rate,
    });
    expect(closed.pnl).toBe(pnl.toFixed(2));
    expect(pnl.isNegative()).toBe(true);
  });

  it('answers a second close with the warning and posts nothing more (double close returns the warning, not a second P&L)', async () => {
    const trader = await createTrader(server);
    const order = await openMarket(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    expect((await callApi(server, 'closeOrder', { trader, body: { id: order.id } })).statusCode).toBe(200);
    const balanceAfterFirst = await balanceOf(server, trader);
    const second = refusal(await callApi(server, 'closeOrder', { trader, body: { id: order.id } }), 409, ERROR_CODES.orderAlreadyClosed);
    expect(second.message).toBe(MESSAGES.orderAlreadyClosed);
    expect(await balanceOf(server, trader)).toBe(balanceAfterFirst);
    const pnlEntries = await server.context.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, trader.userId), eq(ledgerEntries.cause, 'realised_pnl')));
    expect(pnlEntries).toHaveLength(1);
  });

  it('cancels a pending order without a ledger entry', async () => {
    const trader = await createTrader(server);
    const quote = await quoteOf(server, 'EURUSD');
    const placed = await openMarket(trader, {
      instrument_id: 'EURUSD',
      side: 'sell',
      type: 'limit',
      price: quote.bid.add('0.01').toFixed(5),
      volume: '0.10',
      leverage: 30,
    });
    const response = await callApi(server, 'closeOrder', { trader, body: { id: placed.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: Order }>().order).toMatchObject({ status: 'cancelled', pnl: '0.00', close_price: null });
    expect((await ledgerOf(trader)).map((entry) => entry.cause)).toEqual(['deposit']);
    refusal(await callApi(server, 'closeOrder', { trader, body: { id: placed.id } }), 409, ERROR_CODES.orderAlreadyClosed);
  });

  it("answers 404 for another user's order and leaves it open", async () => {
    const owner = await createTrader(server);
    const other = await createTrader(server);
    const order = await openMarket(owner, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    refusal(await callApi(server, 'closeOrder', { trader: other, body: { id: order.id } }), 404, ERROR_CODES.notFound);
    expect((await callApi(server, 'closeOrder', { trader: owner, body: { id: order.id } })).statusCode).toBe(200);
  });

  it('brings a negative balance back to zero after a loss beyond the balance (negative balance protection)', async () => {
    const trader = await createTrader(server, { balance: '200' });
    const order = await openMarket(trader, { instrument_id: 'XAUUSD', side: 'buy', volume: '0.01', leverage: 20 });
    const openPrice = Decimal.from(order.open_price ?? '0');
    // A gap of 400 USD an ounce on 1 oz: about 360 EUR lost on a 200 EUR account.
    await setQuote(server, 'XAUUSD', { bid: openPrice.sub('400').toFixed(2), ask: openPrice.sub('399.6').toFixed(2) });
    const response = await callApi(server, 'closeOrder', { trader, body: { id: order.id } });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await ledgerOf(trader);
    const loss = entries.find((entry) => entry.cause === 'realised_pnl');
    const protection = entries.find((entry) => entry.cause === 'negative_balance_protection');
    expect(Decimal.from(loss?.amount ?? '0').lt('-200')).toBe(true);
    expect(protection?.amount).toBe(
      Decimal.from(loss?.amount ?? '0')
        .add('200')
        .neg()
        .toFixed(2),
    );
    expect(protection?.balanceAfter).toBe('0.00');
    expect(await balanceOf(server, trader)).toBe('0.00');
  });

  it('refuses to close a position while its market is closed, but cancels a pending order', async () => {
    const trader = await createTrader(server);
    const position = await openMarket(trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });
    const quote = await quoteOf(server, 'AAPL');
    const pending = await openMarket(trader, {
      instrument_id: 'AAPL',
      side: 'buy',
      type: 'limit',
      price: quote.ask.sub('10').toFixed(2),
      volume: '1',
      leverage: 5,
    });
    server.clock.set('2026-11-23T22:00:00.000Z');
    try {
      const evening = await renewSession(server, trader);
      const body = refusal(
        await callApi(server, 'closeOrder', { trader: evening, body: { id: position.id } }),
        422,
        ERROR_CODES.marketClosed,
      );
      expect(body.message).toContain('so you cannot close this position now. It opens on Tuesday 24 November 2026 at 14:30 UTC.');
      expect((await callApi(server, 'closeOrder', { trader: evening, body: { id: pending.id } })).statusCode).toBe(200);
    } finally {
      server.clock.set('2026-11-23T14:30:00.000Z');
    }
    expect((await callApi(server, 'closeOrder', { trader, body: { id: position.id } })).statusCode).toBe(200);
  });

  it('refuses a frozen account with the spec message and leaves the position open', async () => {
    const trader = await createTrader(server);
    const order = await openMarket(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    await freezeTrader(server, trader);
    const body = refusal(await callApi(server, 'closeOrder', { trader, body: { id: order.id } }), 403, ERROR_CODES.accountFrozen);
    expect(body.message).toBe(frozenAccountMessage(server.context.config.company.supportEmail));
    expect((await ledgerOf(trader)).map((entry) => entry.cause)).toEqual(['deposit']);
  });

  it('answers 400 for an id that is not an id', async () => {
    const trader = await createTrader(server);
    refusal(await callApi(server, 'closeOrder', { trader, body: { id: 'abc' } }), 400, ERROR_CODES.validation);
  });
});
