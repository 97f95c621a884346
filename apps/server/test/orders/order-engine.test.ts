import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, type Order } from '@beurs/domain';
import { ledgerEntries, notifications, orders } from '../../src/db/schema/index';
import { tickMarket } from '../../src/tick/tick-market';
import { loadLiveOrders } from '../../src/orders/live-orders';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { balanceOf, callApi, createTrader, type TestTrader, placeOrder } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const place = (trader: TestTrader, body: Record<string, unknown>): Promise<Order> => placeOrder(server, trader, body);

async function orderRow(id: string) {
  const [row] = await server.context.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function notificationTitles(trader: TestTrader): Promise<string[]> {
  const rows = await server.context.db.select().from(notifications).where(eq(notifications.userId, trader.userId));
  return rows.map((row) => row.title);
}

/** Moves the clock one second and runs the engine, as the feed does after writing quotes. */
async function engineTick() {
  server.clock.advance(1000);
  return runOrderEngine(server);
}

describe('order engine', () => {
  it('fills a buy limit on a later tick, at the quote of that tick', async () => {
    const trader = await createTrader(server);
    const quote = await quoteOf(server, 'USDJPY');
    const price = quote.ask.sub('0.500');
    const order = await place(trader, {
      instrument_id: 'USDJPY',
      side: 'buy',
      type: 'limit',
      price: price.toFixed(3),
      volume: '0.10',
      leverage: 30,
    });
    await engineTick();
    expect((await orderRow(order.id)).status).toBe('pending');
    // The ask falls through the limit on a later tick of the feed.
    await setQuote(server, 'USDJPY', { bid: price.sub('0.212').toFixed(3), ask: price.sub('0.200').toFixed(3) });
    const report = await tickMarket(server.context, new Date(server.clock.now().getTime() + 1000));
    server.clock.advance(1000);
    expect(report.engine.filled).toBeGreaterThanOrEqual(1);
    const after = await quoteOf(server, 'USDJPY');
    const filled = await orderRow(order.id);
    expect(filled.status).toBe('open');
    expect(Decimal.from(filled.openPrice ?? '0').eq(after.ask)).toBe(true);
    expect(Decimal.from(filled.openAsk ?? '0').eq(after.ask)).toBe(true);
    expect(Decimal.from(filled.openBid ?? '0').eq(after.bid)).toBe(true);
    expect(filled.openQuoteTime?.toISOString()).toBe(after.time.toISOString());
    expect(Decimal.from(filled.margin).isPositive()).toBe(true);
    expect(await notificationTitles(trader)).toContain('Pending order filled');
  });

  it('fills a buy stop when the ask rises to its price, and a sell limit when the bid does', async () => {
    const trader = await createTrader(server);
    const quote = await quoteOf(server, 'EURGBP');
    const stop = await place(trader, {
      instrument_id: 'EURGBP',
      side: 'buy',
      type: 'stop',
      price: quote.ask.add('0.00200').toFixed(5),
      volume: '0.10',
      leverage: 30,
    });
    const limit = await place(trader, {
      instrument_id: 'EURGBP',
      side: 'sell',
      type: 'limit',
      price: quote.bid.add('0.00300').toFixed(5),
      volume: '0.10',
      leverage: 30,
    });
    await setQuote(server, 'EURGBP', { bid: quote.bid.add('0.00200').toFixed(5), ask: quote.ask.add('0.00200').toFixed(5) });
    await engineTick();
    expect((await orderRow(stop.id)).status).toBe('open');
    expect((await orderRow(limit.id)).status).toBe('pending');
    await setQuote(server, 'EURGBP', { bid: quote.bid.add('0.00300').toFixed(5), ask: quote.ask.add('0.00300').toFixed(5) });
    await engineTick();
    const sold = await orderRow(limit.id);
    expect(sold.status).toBe('open');
    expect(sold.openPrice).toBe(Decimal.from(quote.bid.add('0.00300')).toFixed(10));
  });

  it('cancels a triggered pending order with a notification when its margin no longer fits', async () => {
    const trader = await createTrader(server, { balance: '500' });
    const quote = await quoteOf(server, 'EURUSD');
    const pending = await place(trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: quote.ask.sub('0.00100').toFixed(5),
      volume: '0.10',
      leverage: 30,
    });
    // An open position now takes most of the free margin.
    await place(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    await setQuote(server, 'EURUSD', { bid: quote.bid.sub('0.00150').toFixed(5), ask: quote.ask.sub('0.00150').toFixed(5) });
    const report = await engineTick();
    expect(report.cancelled).toBe(1);
    const row = await orderRow(pending.id);
    expect(row.status).toBe('cancelled');
    const [note] = await server.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, trader.userId), eq(notifications.title, 'Pending order cancelled')));
    expect(note?.body).toMatch(/needed 3\d\d\.\d\d EUR of margin and you had 1\d\d\.\d\d EUR free, so it was cancelled\.$/);
    await setQuote(server, 'EURUSD', { bid: quote.bid.toFixed(5), ask: quote.ask.toFixed(5) });
  });

  it('closes a long at the bid when its stop-loss is reached', async () => {
    const trader = await createTrader(server);
    const quote = await quoteOf(server, 'AAPL');
    const stopLoss = quote.bid.sub('2.00');
    const order = await place(trader, { instrument_id: 'AAPL', side: 'buy', volume: '10', leverage: 5, stop_loss: stopLoss.toFixed(2) });
    await setQuote(server, 'AAPL', { bid: stopLoss.add('0.01').toFixed(2), ask: stopLoss.add('0.05').toFixed(2) });
    await engineTick();
    expect((await orderRow(order.id)).status).toBe('open');
    await setQuote(server, 'AAPL', { bid: stopLoss.sub('0.10').toFixed(2), ask: stopLoss.sub('0.06').toFixed(2) });
    await engineTick();
    const closed = await orderRow(order.id);
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'stop_loss', closePrice: stopLoss.sub('0.10').toFixed(10) });
    const [entry] = await server.context.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.cause, 'realised_pnl')));
    expect(entry?.amount).toBe(closed.realisedPnl);
    expect(Decimal.from(entry?.amount ?? '0').isNegative()).toBe(true);
    expect(await notificationTitles(trader)).toContain('Stop-loss reached');
  });

  it('closes a short at the ask when its take-profit is reached', async () => {
    const trader = await createTrader(server);
    const quote = await quoteOf(server, 'ETHUSD');
    const takeProfit = quote.ask.sub('50.00');
    const order = await place(trader, {
      instrument_id: 'ETHUSD',
      side: 'sell',
      volume: '1',
      leverage: 2,
      take_profit: takeProfit.toFixed(2),
    });
    await setQuote(server, 'ETHUSD', { bid: takeProfit.sub('3.00').toFixed(2), ask: takeProfit.sub('0.50').toFixed(2) });
    await engineTick();
    const closed = await orderRow(order.id);
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'take_profit', closePrice: takeProfit.sub('0.50').toFixed(10) });
    expect(Decimal.from(closed.realisedPnl ?? '0').isPositive()).toBe(true);
  });

  it('closes positions, largest loss first, when equity falls to 50% of the margin (ESMA margin close-out)', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const eurusd = await quoteOf(server, 'EURUSD');
    const gbpusd = await quoteOf(server, 'GBPUSD');
    const big = await place(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    const small = await place(trader, { instrument_id: 'GBPUSD', side: 'buy', volume: '0.10', leverage: 30 });
    // About -480 EUR on EURUSD and -240 EUR on GBPUSD: equity near 280, half the margin near 360.
    await setQuote(server, 'EURUSD', { bid: eurusd.bid.sub('0.05000').toFixed(5), ask: eurusd.ask.sub('0.05000').toFixed(5) });
    await setQuote(server, 'GBPUSD', { bid: gbpusd.bid.sub('0.02500').toFixed(5), ask: gbpusd.ask.sub('0.02500').toFixed(5) });
    const report = await engineTick();
    expect(report.closedOut).toBeGreaterThanOrEqual(1);
    expect(await orderRow(big.id)).toMatchObject({ status: 'closed', closeReason: 'margin_close_out' });
    // After the largest loss is closed the account is above the close-out level again.
    expect((await orderRow(small.id)).status).toBe('open');
    const [note] = await server.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, trader.userId), eq(notifications.title, 'Margin close-out')));
    expect(note?.body).toContain('we closed buy 0.10 EURUSD');
    expect(note?.kind).toBe('warning');
    await setQuote(server, 'EURUSD', { bid: eurusd.bid.toFixed(5), ask: eurusd.ask.toFixed(5) });
    await setQuote(server, 'GBPUSD', { bid: gbpusd.bid.toFixed(5), ask: gbpusd.ask.toFixed(5) });
    await callApi(server, 'closeOrder', { trader, body: { id: small.id } });
  });

  it('closes out a dollar position when only the dollar moves against the euro', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const us500 = await quoteOf(server, 'US500');
    const eurusd = await quoteOf(server, 'EURUSD');
    const order = await place(trader, { instrument_id: 'US500', side: 'buy', volume: '1', leverage: 20 });
    const row = await orderRow(order.id);
    // US500 falls until the loss in euros is 99% of what would bring equity to half the margin.
    const room = Decimal.from('1000').sub(Decimal.from(row.margin).div(2, 2));
    const usdToEur = Decimal.from(1).div(eurusd.bid.add(eurusd.ask).div(2, 10), 10);
    const drop = room.mul('0.99').div(usdToEur, 1, 'floor');
    const bid = Decimal.from(row.openPrice ?? '0').sub(drop);
    await setQuote(server, 'US500', { bid: bid.toFixed(1), ask: bid.add(us500.ask.sub(us500.bid)).toFixed(1) });
    await engineTick();
    expect((await orderRow(order.id)).status).toBe('open');
    // The dollar gains 3% on the euro: the same loss in dollars is 3% more in euros, past the line.
    await setQuote(server, 'EURUSD', { bid: eurusd.bid.mul('0.97').toFixed(5), ask: eurusd.ask.mul('0.97').toFixed(5) });
    const report = await engineTick();
    expect(report.closedOut).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'closed', closeReason: 'margin_close_out' });
    await setQuote(server, 'EURUSD', { bid: eurusd.bid.toFixed(5), ask: eurusd.ask.toFixed(5) });
    await setQuote(server, 'US500', { bid: us500.bid.toFixed(1), ask: us500.ask.toFixed(1) });
  });

  it('writes off what a gap loses beyond the balance after a close-out (negative balance protection)', async () => {
    const trader = await createTrader(server, { balance: '700' });
    const quote = await quoteOf(server, 'USOIL');
    const order = await place(trader, { instrument_id: 'USOIL', side: 'buy', volume: '0.10', leverage: 10 });
    // Oil gaps down 10 USD a barrel on 100 barrels: about 900 EUR lost on a 700 EUR account.
    await setQuote(server, 'USOIL', { bid: quote.bid.sub('10.00').toFixed(2), ask: quote.ask.sub('10.00').toFixed(2) });
    await engineTick();
    expect(await orderRow(order.id)).toMatchObject({ status: 'closed', closeReason: 'margin_close_out' });
    const entries = await server.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, trader.userId));
    const loss = entries.find((entry) => entry.cause === 'realised_pnl');
    const credit = entries.find((entry) => entry.cause === 'negative_balance_protection');
    expect(Decimal.from(loss?.amount ?? '0').lt('-700')).toBe(true);
    expect(credit?.amount).toBe(
      Decimal.from(loss?.amount ?? '0')
        .add('700')
        .neg()
        .toFixed(2),
    );
    expect(await balanceOf(server, trader)).toBe('0.00');
    await setQuote(server, 'USOIL', { bid: quote.bid.toFixed(2), ask: quote.ask.toFixed(2) });
  });

  it('values open positions at the current quote in userOrders', async () => {
    const trader = await createTrader(server);
    const quote = await quoteOf(server, 'US500');
    await place(trader, { instrument_id: 'US500', side: 'buy', volume: '1', leverage: 20 });
    await setQuote(server, 'US500', { bid: quote.bid.add('10.0').toFixed(1), ask: quote.ask.add('10.0').toFixed(1) });
    const report = await engineTick();
    expect(report.settled).toBe(0);
    const [live] = await loadLiveOrders(server.context.db, trader.userId);
    expect(live?.current_price).toBe(quote.bid.add('10.0').toFixed(1));
    expect(Decimal.from(live?.pnl ?? '0').isPositive()).toBe(true);
  });
});
