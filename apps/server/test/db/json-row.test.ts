import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Order } from '@beurs/domain';
import { jsonRow, rowFromJson } from '../../src/db/json-row';
import { orders } from '../../src/db/schema/index';
import { setQuote } from '../market/test-quotes';
import { callApi, createTrader } from '../orders/test-trader';
import { startTestServer, type TestServer } from '../test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('rows nested as JSON', () => {
  it('read back exactly as a plain select gives them: decimal text, Dates and nulls', async () => {
    const trader = await createTrader(server, { balance: '10000' });
    await setQuote(server, 'EURUSD', { bid: '1.09996', ask: '1.10004' });
    const open = async (body: Record<string, unknown>) => {
      const response = await callApi(server, 'openOrder', { trader, body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ order: Order }>().order;
    };
    await open({ instrument_id: 'EURUSD', side: 'buy', volume: '0.12', leverage: 30, stop_loss: '1.05000', take_profit: '1.15000' });
    await open({ instrument_id: 'EURUSD', side: 'sell', type: 'limit', price: '1.20000', volume: '1', leverage: 30 });
    const closed = await open({ instrument_id: 'EURUSD', side: 'sell', volume: '0.5', leverage: 30 });
    server.clock.advance(1234);
    await setQuote(server, 'EURUSD', { bid: '1.10123', ask: '1.10131' });
    expect((await callApi(server, 'closeOrder', { trader, body: { id: closed.id } })).statusCode).toBe(200);

    const { db } = server.context;
    const plain = await db.select().from(orders).where(eq(orders.userId, trader.userId)).orderBy(asc(orders.id));
    const [nested] = await db
      .select({ rows: sql<Array<Record<string, unknown>>>`json_agg(${jsonRow(orders)} order by ${orders.id})` })
      .from(orders)
      .where(eq(orders.userId, trader.userId));
    const read = (nested?.rows ?? []).map((json) => rowFromJson(orders, json));
    expect(read).toEqual(plain);
    expect(plain.map((row) => row.status).sort()).toEqual(['closed', 'open', 'pending']);
    expect(read.find((row) => row.status === 'open')?.volume).toBe('0.1200000000');
  });
});
