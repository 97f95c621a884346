import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, MESSAGES, frozenAccountMessage, type Order } from '@beurs/domain';
import { ledgerEntries, orders, quotes } from '../../src/db/schema/index';
import { loadLiveOrders } from '../../src/orders/live-orders';
import { quoteOf, setQuote } from '../market/test-quotes';
import { startTestServer, type TestServer } from '../test-server';
import { balanceOf, callApi, createTrader, freezeTrader, placeOrder, refusal, renewSession, type TestTrader } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const eurusd = (side: 'buy' | 'sell', volume = '0.10') => ({ instrument_id: 'EURUSD', side, volume, leverage: 30 });

async function closeAll(trader: TestTrader, body: Record<string, unknown> = {}) {
  return callApi(server, 'closeAllOrders', { trader, body });
}

async function reverse(trader: TestTrader, id: string) {
  return callApi(server, 'reverseOrder', { trader, body: { id } });
}

async function statusesOf(trader: TestTrader): Promise<Record<string, string>> {
  const rows = await server.context.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.userId, trader.userId));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

async function realisedEntries(trader: TestTrader) {
  return server.context.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, trader.userId), eq(ledgerEntries.cause, 'realised_pnl')));
}

describe('close all', () => {
  it('closes every open position at the current quotes and leaves pending orders unless asked', async () => {
    const trader = await createTrader(server);
    const long = await placeOrder(server, trader, eurusd('buy'));
    const short = await placeOrder(server, trader, eurusd('sell', '0.20'));
    const shares = await placeOrder(server, trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });
    const { ask } = await quoteOf(server, 'EURUSD');
    const pending = await placeOrder(server, trader, { ...eurusd('buy'), type: 'limit', price: ask.sub('0.00500').toFixed(5) });
    const quote = await quoteOf(server, 'EURUSD');

    const response = await closeAll(trader);
    expect(response.statusCode, response.body).toBe(200);
    const closed = response.json<{ orders: Order[] }>().orders;
    expect(closed.map((order) => order.id).sort()).toEqual([long.id, short.id, shares.id].sort());
    for (const order of closed) expect(order).toMatchObject({ status: 'closed', close_reason: 'user' });
    expect(closed.find((order) => order.id === long.id)?.close_price).toBe(quote.bid.toFixed(5));
    expect(closed.find((order) => order.id === short.id)?.close_price).toBe(quote.ask.toFixed(5));
    expect(await statusesOf(trader)).toMatchObject({ [pending.id]: 'pending' });
    // One realised P&L per position, and the balance is the deposit plus them.
    const entries = await realisedEntries(trader);
    expect(entries.map((entry) => entry.orderId).sort()).toEqual(
      closed
        .filter((order) => order.pnl !== '0.00')
        .map((order) => order.id)
        .sort(),
    );
    const pnl = closed.reduce((sum, order) => sum.add(order.pnl), Decimal.ZERO);
    expect(await balanceOf(server, trader)).toBe(Decimal.from('10000').add(pnl).toFixed(2));
  });

  it('with include_pending also cancels the pending orders; with an instrument touches only that one', async () => {
    const trader = await createTrader(server);
    const { ask } = await quoteOf(server, 'EURUSD');
    const long = await placeOrder(server, trader, eurusd('buy'));
    const pending = await placeOrder(server, trader, { ...eurusd('buy'), type: 'limit', price: ask.sub('0.00500').toFixed(5) });
    const shares = await placeOrder(server, trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });

    const response = await closeAll(trader, { instrument_id: 'eurusd', include_pending: true });
    expect(response.statusCode, response.body).toBe(200);
    const done = response.json<{ orders: Order[] }>().orders;
    expect(done).toHaveLength(2);
    expect(done.find((order) => order.id === long.id)).toMatchObject({ status: 'closed', close_reason: 'user' });
    expect(done.find((order) => order.id === pending.id)).toMatchObject({ status: 'cancelled', close_reason: 'user' });
    expect(await statusesOf(trader)).toMatchObject({ [shares.id]: 'open' });
  });

  it('answers an empty list when there is nothing to close', async () => {
    const trader = await createTrader(server);
    const response = await closeAll(trader, { include_pending: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orders: [] });
    // The body may be left out altogether: it then closes every position.
    const bare = await callApi(server, 'closeAllOrders', { trader });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toEqual({ orders: [] });
  });

  it('refuses the whole call while one market is closed, with the message of a single close, and closes nothing', async () => {
    const trader = await createTrader(server);
    const forex = await placeOrder(server, trader, eurusd('buy'));
    const shares = await placeOrder(server, trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });
    const at = server.clock.now();
    server.clock.set('2026-11-23T22:00:00.000Z');
    try {
      const evening = await renewSession(server, trader);
      const single = refusal(
        await callApi(server, 'closeOrder', { trader: evening, body: { id: shares.id } }),
        422,
        ERROR_CODES.marketClosed,
      );
      const all = refusal(await closeAll(evening), 422, ERROR_CODES.marketClosed);
      expect(all.message).toBe(single.message);
      expect(await statusesOf(trader)).toEqual({ [forex.id]: 'open', [shares.id]: 'open' });
      expect(await realisedEntries(trader)).toEqual([]);
    } finally {
      server.clock.set(at);
    }
  });

  it('refuses the whole call when a price has gone stale, and closes nothing', async () => {
    const trader = await createTrader(server);
    const forex = await placeOrder(server, trader, eurusd('buy'));
    const shares = await placeOrder(server, trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });
    const fresh = await quoteOf(server, 'AAPL');
    // AAPL's last price is from eight days ago: past the server's limit.
    await server.context.db
      .update(quotes)
      .set({ time: new Date(server.clock.now().getTime() - 8 * 24 * 3_600_000) })
      .where(eq(quotes.instrumentId, 'AAPL'));
    try {
      const body = refusal(await closeAll(trader), 422, ERROR_CODES.quoteStale);
      expect(body.message).toContain('so you cannot close this position at it');
      expect(await statusesOf(trader)).toEqual({ [forex.id]: 'open', [shares.id]: 'open' });
    } finally {
      server.clock.advance(1000);
      await setQuote(server, 'AAPL', { bid: fresh.bid.toFixed(2), ask: fresh.ask.toFixed(2) });
    }
  });

  it('refuses an instrument that does not exist, and a frozen account', async () => {
    const trader = await createTrader(server);
    const unknown = refusal(await closeAll(trader, { instrument_id: 'NOPE' }), 404, ERROR_CODES.notFound);
    expect(unknown.message).toContain('There is no instrument "NOPE"');
    const order = await placeOrder(server, trader, eurusd('buy'));
    await freezeTrader(server, trader);
    const frozen = refusal(await closeAll(trader), 403, ERROR_CODES.accountFrozen);
    expect(frozen.message).toBe(frozenAccountMessage(server.context.config.company.supportEmail));
    expect(await statusesOf(trader)).toEqual({ [order.id]: 'open' });
  });
});

describe('reverse', () => {
  it('closes a long and opens a short of the same volume and leverage at the same quote, without its stop-loss or take-profit', async () => {
    const trader = await createTrader(server);
    const quote = await quoteOf(server, 'EURUSD');
    const long = await placeOrder(server, trader, {
      ...eurusd('buy', '0.30'),
      leverage: 20,
      stop_loss: quote.bid.sub('0.01').toFixed(5),
      take_profit: quote.bid.add('0.01').toFixed(5),
    });
    await callApi(server, 'modifyOrder', { trader, body: { id: long.id, trailing_distance: '0.00500' } });

    const response = await reverse(trader, long.id);
    expect(response.statusCode, response.body).toBe(200);
    const { closed, opened } = response.json<{ closed: Order; opened: Order }>();
    expect(closed).toMatchObject({ id: long.id, status: 'closed', close_reason: 'user', close_price: quote.bid.toFixed(5) });
    expect(opened).toMatchObject({
      side: 'sell',
      type: 'market',
      status: 'open',
      volume: '0.30',
      leverage: 20,
      open_price: quote.bid.toFixed(5),
      open_quote: { bid: quote.bid.toFixed(5), ask: quote.ask.toFixed(5) },
      stop_loss: null,
      take_profit: null,
      trailing_distance: null,
    });
    expect(Decimal.from(opened.margin).isPositive()).toBe(true);
    expect((await realisedEntries(trader)).map((entry) => entry.orderId)).toEqual(closed.pnl === '0.00' ? [] : [long.id]);
    expect((await loadLiveOrders(server.context.db, trader.userId)).map((order) => order.id)).toEqual([opened.id]);
  });

  it('refuses when the new position does not fit the free margin after the close, and changes nothing', async () => {
    const trader = await createTrader(server, { balance: '400' });
    const start = await quoteOf(server, 'EURUSD');
    const long = await placeOrder(server, trader, eurusd('buy'));
    // A loss of about 180 EUR: the balance after the close no longer covers a new position's margin.
    server.clock.advance(1000);
    await setQuote(server, 'EURUSD', { bid: start.bid.sub('0.02').toFixed(5), ask: start.ask.sub('0.02').toFixed(5) });
    try {
      const body = refusal(await reverse(trader, long.id), 422, ERROR_CODES.insufficientFunds);
      expect(body.message).toContain('insufficient free margin');
      expect(await statusesOf(trader)).toEqual({ [long.id]: 'open' });
      expect(await realisedEntries(trader)).toEqual([]);
    } finally {
      server.clock.advance(1000);
      await setQuote(server, 'EURUSD', { bid: start.bid.toFixed(5), ask: start.ask.toFixed(5) });
    }
  });

  it('refuses a pending order, a closed one with the spec warning, another user’s, and a frozen account', async () => {
    const trader = await createTrader(server);
    const { ask } = await quoteOf(server, 'EURUSD');
    const pending = await placeOrder(server, trader, { ...eurusd('buy'), type: 'limit', price: ask.sub('0.00500').toFixed(5) });
    const waiting = refusal(await reverse(trader, pending.id), 409, ERROR_CODES.conflict);
    expect(waiting.message).toBe(
      'This order is still pending, so there is no position to reverse. Cancel it and place the opposite order, or wait until it fills.',
    );

    const position = await placeOrder(server, trader, eurusd('buy'));
    expect((await callApi(server, 'closeOrder', { trader, body: { id: position.id } })).statusCode).toBe(200);
    const closed = refusal(await reverse(trader, position.id), 409, ERROR_CODES.orderAlreadyClosed);
    expect(closed.message).toBe(MESSAGES.orderAlreadyClosed);

    const other = await createTrader(server);
    const theirs = await placeOrder(server, other, eurusd('sell'));
    refusal(await reverse(trader, theirs.id), 404, ERROR_CODES.notFound);
    expect(await statusesOf(other)).toEqual({ [theirs.id]: 'open' });

    const open = await placeOrder(server, trader, eurusd('sell'));
    await freezeTrader(server, trader);
    refusal(await reverse(trader, open.id), 403, ERROR_CODES.accountFrozen);
    expect((await statusesOf(trader))[open.id]).toBe('open');
  });

  it('refuses at a stale price, and changes nothing', async () => {
    const trader = await createTrader(server);
    const shares = await placeOrder(server, trader, { instrument_id: 'AAPL', side: 'sell', volume: '1', leverage: 5 });
    const fresh = await quoteOf(server, 'AAPL');
    await server.context.db
      .update(quotes)
      .set({ time: new Date(server.clock.now().getTime() - 8 * 24 * 3_600_000) })
      .where(eq(quotes.instrumentId, 'AAPL'));
    try {
      const body = refusal(await reverse(trader, shares.id), 422, ERROR_CODES.quoteStale);
      expect(body.message).toContain('so you cannot reverse this position at it');
      expect(await statusesOf(trader)).toEqual({ [shares.id]: 'open' });
    } finally {
      server.clock.advance(1000);
      await setQuote(server, 'AAPL', { bid: fresh.bid.toFixed(2), ask: fresh.ask.toFixed(2) });
    }
  });

  it('refuses while the market is closed, saying when it opens', async () => {
    const trader = await createTrader(server);
    const shares = await placeOrder(server, trader, { instrument_id: 'AAPL', side: 'buy', volume: '1', leverage: 5 });
    const at = server.clock.now();
    server.clock.set('2026-11-23T22:00:00.000Z');
    try {
      const evening = await renewSession(server, trader);
      const body = refusal(await reverse(evening, shares.id), 422, ERROR_CODES.marketClosed);
      expect(body.message).toContain('so you cannot reverse this position now. It opens on Tuesday 24 November 2026 at 14:30 UTC.');
    } finally {
      server.clock.set(at);
    }
    expect(await statusesOf(trader)).toEqual({ [shares.id]: 'open' });
  });
});
