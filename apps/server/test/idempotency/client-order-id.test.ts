import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, ERROR_CODES, type Order } from '@beurs/domain';
import { orders } from '../../src/db/schema/index';
import { MARKET_OPEN_INSTANT } from '../test-clock';
import { startTestServer, type TestServer } from '../test-server';
import { balanceOf, createTrader, refusal, renewSession, type TestTrader } from '../orders/test-trader';
import { keyedCall, REPLAYED } from './keyed-call';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.clock.set(MARKET_OPEN_INSTANT);
});

/** Saturday noon: forex is closed until Sunday 22:00 UTC. */
const SATURDAY = '2026-11-28T12:00:00.000Z';

const buy = (clientOrderId: string, volume = '0.10') => ({
  instrument_id: 'EURUSD',
  side: 'buy',
  volume,
  leverage: 30,
  client_order_id: clientOrderId,
});

const open = (trader: TestTrader, body: unknown) => keyedCall(server, 'openOrder', { trader, body });

async function ordersOf(trader: TestTrader, clientOrderId: string) {
  return server.context.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, trader.userId), eq(orders.clientOrderId, clientOrderId)));
}

describe('client_order_id on /orders/open', () => {
  it('opens once: the same request again answers the same order, marked as replayed, and moves nothing', async () => {
    const trader = await createTrader(server);
    const first = await open(trader, buy('bot-1:0001'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[REPLAYED]).toBeUndefined();
    const order = first.json<{ order: Order }>().order;
    expect(order.client_order_id).toBe('bot-1:0001');
    const balance = await balanceOf(server, trader);

    // The same fields in another order are the same request.
    const again = await open(trader, { leverage: 30, volume: '0.10', side: 'buy', client_order_id: 'bot-1:0001', instrument_id: 'EURUSD' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json<{ order: Order }>().order).toEqual(order);
    expect(await ordersOf(trader, 'bot-1:0001')).toHaveLength(1);
    expect(await balanceOf(server, trader)).toBe(balance);
  });

  it('answers the order as it is now, even with the market closed and the order closed since', async () => {
    const trader = await createTrader(server);
    const order = (await open(trader, buy('close-me'))).json<{ order: Order }>().order;
    const closed = await keyedCall(server, 'closeOrder', { trader, body: { id: order.id } });
    expect(closed.statusCode, closed.body).toBe(200);

    server.clock.set(SATURDAY);
    const later = await renewSession(server, trader);
    const again = await open(later, buy('close-me'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[REPLAYED]).toBe('true');
    expect(again.json<{ order: Order }>().order).toMatchObject({ id: order.id, status: 'closed', client_order_id: 'close-me' });
    // A new id on the closed market is judged afresh, and refused.
    refusal(await open(later, buy('new-on-saturday')), 422, ERROR_CODES.marketClosed);
  });

  it('answers the order even when the account could no longer afford it', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const first = await open(trader, buy('all-in', '0.20'));
    expect(first.statusCode, first.body).toBe(200);
    refusal(await open(trader, buy('one-more', '0.20')), 422, ERROR_CODES.insufficientFunds);
    const again = await open(trader, buy('all-in', '0.20'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ order: Order }>().order.id).toBe(first.json<{ order: Order }>().order.id);
  });

  it('refuses the same id with another request (409), says when it was used, and changes nothing', async () => {
    const trader = await createTrader(server);
    const order = (await open(trader, buy('reused'))).json<{ order: Order }>().order;
    const balance = await balanceOf(server, trader);
    const other = refusal(await open(trader, buy('reused', '0.20')), 409, ERROR_CODES.idempotencyConflict);
    expect(other.message).toBe(
      'client_order_id "reused" was used for another order on 2026-11-23 14:30 UTC. Send a new client_order_id for a new order, or the same request again to get that order back.',
    );
    const rows = await ordersOf(trader, 'reused');
    expect(rows.map((row) => [row.id, Decimal.from(row.volume).toFixed(2)])).toEqual([[order.id, '0.10']]);
    expect(await balanceOf(server, trader)).toBe(balance);
  });

  it('keeps no trace of a refused open: the retry after funding opens the order', async () => {
    const trader = await createTrader(server, { balance: '10' });
    refusal(await open(trader, buy('fund-first')), 422, ERROR_CODES.insufficientFunds);
    expect(await ordersOf(trader, 'fund-first')).toHaveLength(0);
    const funded = await keyedCall(server, 'deposit', {
      trader,
      body: { meta: { wallet: 'NL91 ABNA 0417 1643 00' }, amount: '5000', type: 'bank_transfer', first_name: 'A', last_name: 'B' },
    });
    expect(funded.statusCode, funded.body).toBe(200);
    const retry = await open(trader, buy('fund-first'));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers[REPLAYED]).toBeUndefined();
    expect(await ordersOf(trader, 'fund-first')).toHaveLength(1);
  });

  it('keeps ids per account: another account may use the same id', async () => {
    const alice = await createTrader(server);
    const bob = await createTrader(server);
    const a = await open(alice, buy('shared-id'));
    const b = await open(bob, buy('shared-id', '0.20'));
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.headers[REPLAYED]).toBeUndefined();
    expect(a.json<{ order: Order }>().order.id).not.toBe(b.json<{ order: Order }>().order.id);
  });

  it('answers client_order_id null for an order opened without one', async () => {
    const trader = await createTrader(server);
    const response = await open(trader, { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ order: Order }>().order.client_order_id).toBeNull();
  });

  it('refuses an id that is empty, too long or has other characters (400)', async () => {
    const trader = await createTrader(server);
    for (const [id, words] of [
      ['', 'cannot be empty'],
      ['x'.repeat(65), 'at most 64 characters'],
      ['two words', 'only letters, digits and . _ : -'],
    ] as const) {
      const body = refusal(await open(trader, buy(id)), 400, ERROR_CODES.validation);
      expect(body.message).toContain(words);
    }
  });
});
