import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, frozenAccountMessage, type Order } from '@beurs/domain';
import { activities, orders } from '../../src/db/schema/index';
import { loadLiveOrders } from '../../src/orders/live-orders';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf } from '../market/test-quotes';
import { callApi, createTrader, freezeTrader, refusal, renewSession, type TestTrader } from './test-trader';

let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer();
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
});

async function place(body: Record<string, unknown>, as: TestTrader = trader): Promise<Order> {
  const response = await callApi(server, 'openOrder', { trader: as, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

async function modify(body: Record<string, unknown>, as: TestTrader = trader) {
  return callApi(server, 'modifyOrder', { trader: as, body });
}

async function modified(body: Record<string, unknown>, as: TestTrader = trader): Promise<Order> {
  const response = await modify(body, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: Order }>().order;
}

describe('POST /orders/modify', () => {
  it('sets the stop-loss and take-profit of an open position, and the live list shows them', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const order = await place({ instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    const sl = quote.bid.sub('0.00500').toFixed(5);
    const tp = quote.bid.add('0.00800').toFixed(5);
    const changed = await modified({ id: order.id, sl, tp });
    expect(changed).toMatchObject({
      id: order.id,
      status: 'open',
      stop_loss: sl,
      take_profit: tp,
      trailing_distance: null,
      current_price: quote.bid.toFixed(5),
    });
    const live = await loadLiveOrders(server.context.db, trader.userId);
    expect(live.find((each) => each.id === order.id)).toMatchObject({ stop_loss: sl, take_profit: tp });
    const [activity] = await server.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, trader.userId), eq(activities.kind, 'order_modified')));
    expect(activity?.description).toBe(`Changed buy 0.10 EURUSD: stop-loss none → ${sl}, take-profit none → ${tp}`);
  });

  it('keeps a field left out and removes one sent as null', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const sl = quote.ask.add('0.00500').toFixed(5);
    const tp = quote.ask.sub('0.00500').toFixed(5);
    const order = await place({ instrument_id: 'EURUSD', side: 'sell', volume: '0.10', leverage: 30, stop_loss: sl, take_profit: tp });
    const changed = await modified({ id: order.id, tp: null });
    expect(changed).toMatchObject({ stop_loss: sl, take_profit: null });
  });

  it('refuses a stop-loss or take-profit on the wrong side with the messages of opening', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const bid = quote.bid.toFixed(5);
    const ask = quote.ask.toFixed(5);
    const long = await place({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    const short = await place({ instrument_id: 'EURUSD', side: 'sell', volume: '0.01', leverage: 30 });
    const cases = [
      {
        id: long.id,
        side: 'buy',
        field: 'sl',
        openField: 'stop_loss',
        value: quote.bid.add('0.00100').toFixed(5),
        message: `Stop-loss for a buy must be below the current bid ${bid}`,
      },
      {
        id: long.id,
        side: 'buy',
        field: 'tp',
        openField: 'take_profit',
        value: quote.bid.sub('0.00100').toFixed(5),
        message: `Take-profit for a buy must be above the current bid ${bid}`,
      },
      {
        id: short.id,
        side: 'sell',
        field: 'sl',
        openField: 'stop_loss',
        value: quote.ask.sub('0.00100').toFixed(5),
        message: `Stop-loss for a sell must be above the current ask ${ask}`,
      },
      {
        id: short.id,
        side: 'sell',
        field: 'tp',
        openField: 'take_profit',
        value: quote.ask.add('0.00100').toFixed(5),
        message: `Take-profit for a sell must be below the current ask ${ask}`,
      },
    ];
    for (const each of cases) {
      const refused = refusal(await modify({ id: each.id, [each.field]: each.value }), 422, ERROR_CODES.validation);
      expect(refused.message).toBe(each.message);
      expect(refused.fields).toEqual([{ path: each.field, message: each.message }]);
      const opening = refusal(
        await callApi(server, 'openOrder', {
          trader,
          body: { instrument_id: 'EURUSD', side: each.side, volume: '0.01', leverage: 30, [each.openField]: each.value },
        }),
        422,
        ERROR_CODES.validation,
      );
      expect(opening.message).toBe(refused.message);
    }
    const digits = refusal(await modify({ id: long.id, sl: '1.000001' }), 422, ERROR_CODES.validation);
    expect(digits.message).toBe('Stop-loss can have at most 5 decimal places for EURUSD');
    const zero = refusal(await modify({ id: long.id, sl: 0 }), 422, ERROR_CODES.validation);
    expect(zero.message).toBe('Stop-loss must be above 0');
  });

  it('moves a pending order to a new price and checks its levels against that price', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const price = quote.ask.sub('0.00300');
    const sl = price.sub('0.00200').toFixed(5);
    const order = await place({
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: price.toFixed(5),
      volume: '0.10',
      leverage: 30,
      stop_loss: sl,
    });
    const lower = price.sub('0.00100').toFixed(5);
    expect(await modified({ id: order.id, price: lower })).toMatchObject({ status: 'pending', price: lower, stop_loss: sl });
    // The kept stop-loss would sit above the new limit price.
    const under = price.sub('0.00250').toFixed(5);
    const kept = refusal(await modify({ id: order.id, price: under }), 422, ERROR_CODES.validation);
    expect(kept.message).toBe(`Stop-loss for a buy must be below the limit price ${under}`);
    expect(kept.fields).toEqual([{ path: 'sl', message: kept.message }]);
    // A new stop-loss with it is checked against the new price.
    expect(await modified({ id: order.id, price: under, sl: price.sub('0.00400').toFixed(5) })).toMatchObject({ price: under });
    const reached = refusal(await modify({ id: order.id, price: quote.ask.add('0.00010').toFixed(5) }), 422, ERROR_CODES.validation);
    expect(reached.message).toBe(
      `A buy limit price must be below the current ask ${quote.ask.toFixed(5)}; to buy when the price rises, place a buy stop`,
    );
    const tp = refusal(await modify({ id: order.id, tp: price.sub('0.00500').toFixed(5) }), 422, ERROR_CODES.validation);
    expect(tp.message).toBe(`Take-profit for a buy must be above the limit price ${under}`);
  });

  it('sets a trailing stop that moves the stop-loss up to the bid minus the distance at once, and clears it keeping the level', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const far = quote.bid.sub('0.01000').toFixed(5);
    const order = await place({ instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30, stop_loss: far });
    const trailing = await modified({ id: order.id, trailing_distance: '0.00200' });
    const level = quote.bid.sub('0.00200').toFixed(5);
    expect(trailing).toMatchObject({ trailing_distance: '0.00200', stop_loss: level });
    // While the stop trails, it cannot be put further away than the distance.
    const further = refusal(await modify({ id: order.id, sl: far }), 422, ERROR_CODES.validation);
    expect(further.message).toBe(
      `A trailing stop of 0.00200 keeps the stop-loss at ${level} or closer; to move it further away, set a larger trailing_distance`,
    );
    const closer = quote.bid.sub('0.00100').toFixed(5);
    expect(await modified({ id: order.id, sl: closer })).toMatchObject({ stop_loss: closer, trailing_distance: '0.00200' });
    const remove = refusal(await modify({ id: order.id, sl: null }), 422, ERROR_CODES.validation);
    expect(remove.message).toBe(
      'A trailing stop is a stop-loss that follows the price; to remove it, set trailing_distance to null as well',
    );
    expect(await modified({ id: order.id, trailing_distance: null })).toMatchObject({ stop_loss: closer, trailing_distance: null });
    const [row] = await server.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.trailingDistance).toBeNull();
    // A sell trails above the ask; without a stop-loss the trailing stop sets one.
    const short = await place({ instrument_id: 'EURUSD', side: 'sell', volume: '0.10', leverage: 30 });
    expect(await modified({ id: short.id, trailing_distance: 0.0015 })).toMatchObject({
      stop_loss: quote.ask.add('0.00150').toFixed(5),
      trailing_distance: '0.00150',
    });
    expect(await modified({ id: short.id, trailing_distance: null, sl: null })).toMatchObject({ stop_loss: null, trailing_distance: null });
    const huge = refusal(await modify({ id: order.id, trailing_distance: '5' }), 422, ERROR_CODES.validation);
    expect(huge.message).toBe(
      `Trailing distance must be less than the current bid ${quote.bid.toFixed(5)}, so that the stop stays above 0`,
    );
  });

  it('refuses fields that do not apply, and a change that changes nothing', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const position = await place({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    const pending = await place({
      instrument_id: 'EURUSD',
      side: 'sell',
      type: 'limit',
      price: quote.bid.add('0.00500').toFixed(5),
      volume: '0.01',
      leverage: 30,
    });
    const price = refusal(await modify({ id: position.id, price: '1.00000' }), 422, ERROR_CODES.validation);
    expect(price.message).toBe('An open position has no price to change; change its stop-loss or take-profit, or close it');
    expect(price.fields).toEqual([{ path: 'price', message: price.message }]);
    const trailing = refusal(await modify({ id: pending.id, trailing_distance: '0.00100' }), 422, ERROR_CODES.validation);
    expect(trailing.message).toBe('A trailing stop follows an open position; set it once this order has filled');
    const empty = refusal(await modify({ id: position.id }), 422, ERROR_CODES.validation);
    expect(empty.message).toBe(
      'Nothing to change: send a new sl, tp, trailing_distance or, for a pending order, price (and limit_price for a stop-limit).',
    );
    const same = refusal(await modify({ id: pending.id, price: pending.price, sl: null }), 422, ERROR_CODES.validation);
    expect(same.message).toBe('Nothing to change: the order already has these levels.');
  });

  it('answers 404 for another user’s order and an unknown id, and changes nothing', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const other = await createTrader(server);
    const theirs = await place({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 }, other);
    const foreign = refusal(await modify({ id: theirs.id, sl: quote.bid.sub('0.00500').toFixed(5) }), 404, ERROR_CODES.notFound);
    expect(foreign.message).toBe('There is no such order on your account. Reload your orders and try again.');
    refusal(await modify({ id: '0f8fad5b-d9cb-469f-a165-70867728950e', sl: '1.00000' }), 404, ERROR_CODES.notFound);
    const [row] = await server.context.db.select().from(orders).where(eq(orders.id, theirs.id));
    expect(row?.stopLoss).toBeNull();
  });

  it('answers 409 with the spec warning for a closed or cancelled order', async () => {
    const quote = await quoteOf(server, 'EURUSD');
    const position = await place({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    const pending = await place({
      instrument_id: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: quote.ask.sub('0.00500').toFixed(5),
      volume: '0.01',
      leverage: 30,
    });
    for (const order of [position, pending]) {
      expect((await callApi(server, 'closeOrder', { trader, body: { id: order.id } })).statusCode).toBe(200);
      const refused = refusal(await modify({ id: order.id, tp: quote.bid.add('0.01000').toFixed(5) }), 409, ERROR_CODES.orderAlreadyClosed);
      expect(refused.message).toBe(MESSAGES.orderAlreadyClosed);
    }
  });

  it('refuses a frozen account with the spec message', async () => {
    const frozen = await createTrader(server);
    const order = await place({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 }, frozen);
    await freezeTrader(server, frozen);
    const refused = refusal(await modify({ id: order.id, tp: '2.00000' }, frozen), 403, ERROR_CODES.accountFrozen);
    expect(refused.message).toBe(frozenAccountMessage(server.context.config.company.supportEmail));
  });

  it('answers bad input with a 400 that names the field', async () => {
    const order = await place({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 });
    const word = refusal(await modify({ id: order.id, sl: 'low' }), 400, ERROR_CODES.validation);
    expect(word.fields?.[0]?.path).toBe('sl');
    expect(word.message).toContain('Stop-loss');
    const id = refusal(await modify({ id: 'order-1', tp: '1.20000' }), 400, ERROR_CODES.validation);
    expect(id.fields?.[0]?.path).toBe('id');
    expect(id.message).toBe('Id: must be a valid id');
    const negative = refusal(await modify({ id: order.id, trailing_distance: '-0.001' }), 400, ERROR_CODES.validation);
    expect(negative.message).toContain('Trailing distance cannot be negative');
    refusal(await callApi(server, 'modifyOrder', { body: { id: order.id, tp: '1.2' } }), 401, ERROR_CODES.unauthorized);
  });

  it('changes a position’s levels while its market is closed, checked against the last price', async () => {
    const weekend = await createTrader(server);
    const order = await place({ instrument_id: 'EURUSD', side: 'buy', volume: '0.01', leverage: 30 }, weekend);
    const quote = await quoteOf(server, 'EURUSD');
    const now = server.clock.now();
    // Saturday: forex is closed.
    server.clock.set('2026-11-28T12:00:00.000Z');
    try {
      const tp = quote.bid.add('0.01000').toFixed(5);
      expect(await modified({ id: order.id, tp }, await renewSession(server, weekend))).toMatchObject({ take_profit: tp });
    } finally {
      server.clock.set(now);
    }
  });
});
