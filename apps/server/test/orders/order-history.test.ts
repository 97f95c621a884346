import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf } from '../market/test-quotes';
import { callApi, createTrader, type TestTrader } from './test-trader';

let server: TestServer;
let trader: TestTrader;
const closedIds: string[] = [];
let cancelledId = '';
let openId = '';

beforeAll(async () => {
  server = await startTestServer();
  trader = await createTrader(server);
  const open = async (body: Record<string, unknown>) =>
    (await callApi(server, 'openOrder', { trader, body })).json<{ order: Order }>().order;
  for (const instrument of ['EURUSD', 'BTCUSD', 'EURUSD']) {
    const order = await open({ instrument_id: instrument, side: 'buy', volume: '0.01', leverage: 2 });
    server.clock.advance(60_000);
    await callApi(server, 'closeOrder', { trader, body: { id: order.id } });
    closedIds.push(order.id);
  }
  const quote = await quoteOf(server, 'XAUUSD');
  const pending = await open({
    instrument_id: 'XAUUSD',
    side: 'buy',
    type: 'limit',
    price: quote.ask.sub('100').toFixed(2),
    volume: '0.01',
    leverage: 20,
  });
  server.clock.advance(60_000);
  await callApi(server, 'closeOrder', { trader, body: { id: pending.id } });
  cancelledId = pending.id;
  openId = (await open({ instrument_id: 'EURUSD', side: 'sell', volume: '0.01', leverage: 30 })).id;
});
afterAll(async () => {
  await server.close();
});

async function history(body: unknown) {
  const response = await callApi(server, 'getOrderHistory', { trader, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ orders: Order[] }>().orders;
}

describe('POST /orders/history', () => {
  it('lists closed and cancelled orders, newest first, without the open ones', async () => {
    const orders = await history({});
    expect(orders.map((order) => order.id)).toEqual([cancelledId, ...[...closedIds].reverse()]);
    expect(orders.map((order) => order.status)).toEqual(['cancelled', 'closed', 'closed', 'closed']);
    expect(orders.some((order) => order.id === openId)).toBe(false);
    const closed = orders[1];
    expect(closed?.close_quote).not.toBeNull();
    expect(closed?.pnl).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('filters by instrument and by time, and pages', async () => {
    expect((await history({ instrument_id: 'eurusd' })).map((order) => order.id)).toEqual([closedIds[2], closedIds[0]]);
    const firstClose = new Date('2026-11-23T14:31:00.000Z').toISOString();
    expect((await history({ to: firstClose })).map((order) => order.id)).toEqual([closedIds[0]]);
    expect((await history({ from: new Date('2026-11-23T14:33:00.000Z').toISOString() })).map((order) => order.id)).toEqual([
      cancelledId,
      closedIds[2],
    ]);
    expect((await history({ limit: 2, offset: 1 })).map((order) => order.id)).toEqual([closedIds[2], closedIds[1]]);
  });

  it("shows only the caller's own orders", async () => {
    const other = await createTrader(server);
    const response = await callApi(server, 'getOrderHistory', { trader: other, body: {} });
    expect(response.json<{ orders: Order[] }>().orders).toEqual([]);
  });

  it('answers 400 for a limit out of range', async () => {
    const response = await callApi(server, 'getOrderHistory', { trader, body: { limit: 5000 } });
    expect(response.statusCode).toBe(400);
  });
});
