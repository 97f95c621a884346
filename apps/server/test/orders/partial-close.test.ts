import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, frozenAccountMessage, positionPnl, type Order } from '@beurs/domain';
import { ledgerEntries, notifications, orders } from '../../src/db/schema/index';
import { loadLiveOrders } from '../../src/orders/live-orders';
import { loadOrderHistory } from '../../src/orders/order-history';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { balanceOf, callApi, createTrader, freezeTrader, refusal, type TestTrader, placeOrder } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const place = (trader: TestTrader, body: Record<string, unknown>): Promise<Order> => placeOrder(server, trader, body);

async function close(trader: TestTrader, body: Record<string, unknown>): Promise<Order> {
  const response = await callApi(server, 'closeOrder', { trader, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

async function usdToEur(): Promise<Decimal> {
  const usd = await quoteOf(server, 'EURUSD');
  return Decimal.from(1).div(usd.bid.add(usd.ask).div(2, 10), 10);
}

async function ledgerOf(trader: TestTrader) {
  return server.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, trader.userId)).orderBy(asc(ledgerEntries.sequence));
}

/** Every order row of the trader, the closed parts of a partial close included. */
async function orderRowsOf(trader: TestTrader) {
  return server.context.db.select().from(orders).where(eq(orders.userId, trader.userId));
}

describe('POST /orders/close with a volume (partial close)', () => {
  it('closes part of a long at the bid with its own P&L and ledger entry; the rest stays open with its stop-loss, take-profit and trailing stop', async () => {
    const trader = await createTrader(server);
    const quote = await quoteOf(server, 'AAPL');
    const sl = quote.bid.sub('5.00').toFixed(2);
    const tp = quote.bid.add('9.00').toFixed(2);
    const position = await place(trader, { instrument_id: 'AAPL', side: 'buy', volume: '10', leverage: 5, stop_loss: sl, take_profit: tp });
    const trailing = await callApi(server, 'modifyOrder', { trader, body: { id: position.id, trailing_distance: '6.00' } });
    expect(trailing.statusCode, trailing.body).toBe(200);
    const openPrice = Decimal.from(position.open_price ?? '0');
    await setQuote(server, 'AAPL', { bid: openPrice.add('3.00').toFixed(2), ask: openPrice.add('3.04').toFixed(2) });

    const part = await close(trader, { id: position.id, volume: '4' });
    const rate = await usdToEur();
    const pnl = positionPnl({
      side: 'buy',
      volume: '4',
      contractSize: '1',
      openPrice: openPrice,
      bid: openPrice.add('3.00'),
      ask: openPrice.add('3.04'),
      quoteToAccountRate: rate,
    });
    expect(pnl.toFixed(2)).toBe(Decimal.from('12.00').mul(rate).round(2).toFixed(2));
    expect(part).toMatchObject({
      status: 'closed',
      close_reason: 'user',
      volume: '4.00',
      open_price: position.open_price,
      open_quote: position.open_quote,
      close_price: openPrice.add('3.00').toFixed(2),
      pnl: pnl.toFixed(2),
      position_id: position.id,
      stop_loss: sl,
      take_profit: tp,
      opened_at: position.opened_at,
    });
    expect(part.id).not.toBe(position.id);

    // The rest: 6 lots, same levels, margin of 6/10 rounded up to the cent.
    const [rest] = (await loadLiveOrders(server.context.db, trader.userId)).filter((each) => each.id === position.id);
    const keptMargin = Decimal.from(position.margin).mul(6).div(10, 2, 'ceil');
    expect(rest).toMatchObject({
      status: 'open',
      volume: '6.00',
      stop_loss: sl,
      take_profit: tp,
      trailing_distance: '6.00',
      margin: keptMargin.toFixed(2),
      position_id: null,
    });
    expect(part.margin).toBe(Decimal.from(position.margin).sub(keptMargin).toFixed(2));

    const realised = (await ledgerOf(trader)).filter((entry) => entry.cause === 'realised_pnl');
    expect(realised).toHaveLength(1);
    expect(realised[0]).toMatchObject({ orderId: part.id, amount: pnl.toFixed(2) });
    expect(realised[0]?.description).toContain('Realised P&L of buy 4.00 AAPL (closed by you)');
    expect(await balanceOf(server, trader)).toBe(Decimal.from('10000').add(pnl).toFixed(2));

    const history = await loadOrderHistory(server.context.db, { userId: trader.userId });
    expect(history.map((each) => [each.id, each.volume, each.position_id])).toEqual([[part.id, '4.00', position.id]]);
  });

  it('closes a short in parts, then in full, and the ledger adds up to the balance', async () => {
    const trader = await createTrader(server);
    const position = await place(trader, { instrument_id: 'EURUSD', side: 'sell', volume: '0.30', leverage: 30 });
    const quote = await quoteOf(server, 'EURUSD');
    await setQuote(server, 'EURUSD', { bid: quote.bid.sub('0.00200').toFixed(5), ask: quote.ask.sub('0.00200').toFixed(5) });
    const first = await close(trader, { id: position.id, volume: '0.10' });
    await setQuote(server, 'EURUSD', { bid: quote.bid.add('0.00100').toFixed(5), ask: quote.ask.add('0.00100').toFixed(5) });
    const second = await close(trader, { id: position.id, volume: 0.15 });
    // A volume equal to what is left is a full close of the position's own row.
    const last = await close(trader, { id: position.id, volume: '0.05' });
    expect(first.close_price).toBe(quote.ask.sub('0.00200').toFixed(5));
    expect(second.close_price).toBe(quote.ask.add('0.00100').toFixed(5));
    expect(Decimal.from(first.pnl).isPositive()).toBe(true);
    expect(Decimal.from(second.pnl).isNegative()).toBe(true);
    expect(last).toMatchObject({ id: position.id, status: 'closed', volume: '0.05', position_id: null });
    const released = [first, second, last].reduce((sum, each) => sum.add(each.margin), Decimal.ZERO);
    expect(released.toFixed(2)).toBe(Decimal.from(position.margin).toFixed(2));
    const ledger = await ledgerOf(trader);
    const total = ledger.reduce((sum, entry) => sum.add(entry.amount), Decimal.ZERO);
    expect(total.toFixed(2)).toBe(await balanceOf(server, trader));
    expect(ledger.filter((entry) => entry.cause === 'realised_pnl').map((entry) => entry.orderId)).toEqual([
      first.id,
      second.id,
      position.id,
    ]);
    expect(await loadLiveOrders(server.context.db, trader.userId)).toEqual([]);
    await setQuote(server, 'EURUSD', { bid: quote.bid.toFixed(5), ask: quote.ask.toFixed(5) });
  });

  it('refuses a volume above the position, one off the 0.01 lot step, and any on a pending order', async () => {
    const trader = await createTrader(server);
    const position = await place(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    const above = refusal(
      await callApi(server, 'closeOrder', { trader, body: { id: position.id, volume: '0.11' } }),
      422,
      ERROR_CODES.validation,
    );
    expect(above.message).toBe('This position is 0.10 lots; you can close at most 0.10');
    expect(above.fields).toEqual([{ path: 'volume', message: above.message }]);
    const quote = await quoteOf(server, 'EURUSD');
    const pending = await place(trader, {
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: quote.ask.sub('0.00500').toFixed(5),
      volume: '0.10',
      leverage: 30,
    });
    const partOfPending = refusal(
      await callApi(server, 'closeOrder', { trader, body: { id: pending.id, volume: '0.05' } }),
      422,
      ERROR_CODES.validation,
    );
    expect(partOfPending.message).toBe(
      'A pending order is cancelled as a whole; leave out volume to cancel it, or change its volume by placing a new order',
    );
    const step = refusal(
      await callApi(server, 'closeOrder', { trader, body: { id: position.id, volume: '0.015' } }),
      400,
      ERROR_CODES.validation,
    );
    expect(step.message).toContain('Volume can have at most 2 decimal places');
    const zero = refusal(
      await callApi(server, 'closeOrder', { trader, body: { id: position.id, volume: 0 } }),
      400,
      ERROR_CODES.validation,
    );
    expect(zero.message).toContain('Volume must be at least 0.01');
    const [row] = await server.context.db.select().from(orders).where(eq(orders.id, position.id));
    expect(row).toMatchObject({ status: 'open', volume: Decimal.from('0.10').toFixed(10) });
    expect((await ledgerOf(trader)).filter((entry) => entry.cause === 'realised_pnl')).toEqual([]);
  });

  it('refuses a frozen account with the spec message and changes nothing: volume, margin, balance and ledger', async () => {
    const trader = await createTrader(server);
    const position = await place(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    const before = await orderRowsOf(trader);
    await freezeTrader(server, trader);
    const refused = refusal(
      await callApi(server, 'closeOrder', { trader, body: { id: position.id, volume: '0.04' } }),
      403,
      ERROR_CODES.accountFrozen,
    );
    expect(refused.message).toBe(frozenAccountMessage(server.context.config.company.supportEmail));
    // No closed part was written and the position keeps its volume and margin.
    expect(await orderRowsOf(trader)).toEqual(before);
    expect(before).toEqual([expect.objectContaining({ id: position.id, status: 'open', volume: Decimal.from('0.10').toFixed(10) })]);
    expect(await balanceOf(server, trader)).toBe('10000.00');
    expect((await ledgerOf(trader)).map((entry) => entry.cause)).toEqual(['deposit']);
  });

  it("answers 404 for another user's position, as a full close does, whatever the volume, and leaves it as it was", async () => {
    const owner = await createTrader(server);
    const intruder = await createTrader(server);
    const position = await place(owner, { instrument_id: 'EURUSD', side: 'sell', volume: '0.10', leverage: 30 });
    const before = await orderRowsOf(owner);
    // A volume above the position's is a 404 too: the answer must not tell the position's size.
    for (const volume of ['0.04', '0.50']) {
      const refused = refusal(
        await callApi(server, 'closeOrder', { trader: intruder, body: { id: position.id, volume } }),
        404,
        ERROR_CODES.notFound,
      );
      expect(refused.message).toBe('There is no such order on your account. Reload your orders and try again.');
    }
    expect(await orderRowsOf(owner)).toEqual(before);
    expect(await orderRowsOf(intruder)).toEqual([]);
    for (const trader of [owner, intruder]) {
      expect(await balanceOf(server, trader)).toBe('10000.00');
      expect((await ledgerOf(trader)).map((entry) => entry.cause)).toEqual(['deposit']);
    }
  });
});

describe('a partly closed position in the order engine', () => {
  it('closes the rest at its stop-loss with the P&L and ledger entry of the rest only, and the balance is the ledger sum', async () => {
    const trader = await createTrader(server);
    const start = await quoteOf(server, 'AAPL');
    const sl = start.bid.sub('5.00');
    const tp = start.bid.add('9.00');
    const position = await place(trader, {
      instrument_id: 'AAPL',
      side: 'buy',
      volume: '10',
      leverage: 5,
      stop_loss: sl.toFixed(2),
      take_profit: tp.toFixed(2),
    });
    const openPrice = Decimal.from(position.open_price ?? '0');
    await setQuote(server, 'AAPL', { bid: openPrice.add('2.00').toFixed(2), ask: openPrice.add('2.04').toFixed(2) });
    const part = await close(trader, { id: position.id, volume: '4' });

    // Just above the stop-loss: the rest stays open.
    server.clock.advance(1000);
    await setQuote(server, 'AAPL', { bid: sl.add('0.01').toFixed(2), ask: sl.add('0.05').toFixed(2) });
    expect(await runOrderEngine(server)).toMatchObject({ closed: 0 });
    expect((await loadLiveOrders(server.context.db, trader.userId)).map((each) => [each.id, each.volume])).toEqual([[position.id, '6.00']]);

    // Gapped through it: closed at the bid of that tick, not at the level.
    server.clock.advance(1000);
    const exit = sl.sub('0.30');
    await setQuote(server, 'AAPL', { bid: exit.toFixed(2), ask: exit.add('0.04').toFixed(2) });
    expect(await runOrderEngine(server)).toMatchObject({ closed: 1 });
    const pnl = positionPnl({
      side: 'buy',
      volume: '6',
      contractSize: '1',
      openPrice,
      bid: exit,
      ask: exit.add('0.04'),
      quoteToAccountRate: await usdToEur(),
    });
    expect(pnl.isNegative()).toBe(true);
    const [rest] = await server.context.db.select().from(orders).where(eq(orders.id, position.id));
    expect(rest).toMatchObject({
      status: 'closed',
      closeReason: 'stop_loss',
      closePrice: exit.toFixed(10),
      volume: Decimal.from('6').toFixed(10),
      realisedPnl: pnl.toFixed(2),
      positionId: null,
    });
    // The part closed before keeps its own close.
    const [partRow] = await server.context.db.select().from(orders).where(eq(orders.id, part.id));
    expect(partRow).toMatchObject({
      status: 'closed',
      closeReason: 'user',
      volume: Decimal.from('4').toFixed(10),
      realisedPnl: part.pnl,
      positionId: position.id,
    });

    const ledger = await ledgerOf(trader);
    const realised = ledger.filter((entry) => entry.cause === 'realised_pnl');
    expect(realised.map((entry) => [entry.orderId, entry.amount])).toEqual([
      [part.id, part.pnl],
      [position.id, pnl.toFixed(2)],
    ]);
    expect(realised[1]?.description).toContain('Realised P&L of buy 6.00 AAPL (stop-loss)');
    const total = ledger.reduce((sum, entry) => sum.add(entry.amount), Decimal.ZERO);
    expect(total.toFixed(2)).toBe(Decimal.from('10000').add(part.pnl).add(pnl).toFixed(2));
    expect(await balanceOf(server, trader)).toBe(total.toFixed(2));
    const [note] = await server.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, trader.userId), eq(notifications.title, 'Stop-loss reached')));
    expect(note?.body).toContain(`Your buy 6.00 AAPL was closed at ${exit.toFixed(2)}`);
    expect(await loadLiveOrders(server.context.db, trader.userId)).toEqual([]);
    await setQuote(server, 'AAPL', { bid: start.bid.toFixed(2), ask: start.ask.toFixed(2) });
    await runOrderEngine(server);
  });
});
