import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openOrderRequest, type Order } from '@beurs/domain';
import { requestHash } from '../../src/idempotency/request-hash';
import { quoteOf } from '../market/test-quotes';
import { TEST_DB_KIND } from '../test-database';
import { startTestServer, type TestServer } from '../test-server';
import { balanceOf, createTrader } from '../orders/test-trader';
import { depositBody, entriesOf, keyedCall, ordersOf, REPLAYED } from './keyed-call';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const EURUSD = { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 };

// PGlite has one connection and runs transactions one after another, so only PostgreSQL (a pool
// of connections) can race repeats against each other; the same paths run one by one on PGlite
// in client-order-id.test.ts and idempotency-key.test.ts.
describe.skipIf(TEST_DB_KIND !== 'postgres')('repeats racing each other', () => {
  it('opens exactly one order out of 200 identical opens with one client_order_id, every answer naming it', async () => {
    const trader = await createTrader(server);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => keyedCall(server, 'openOrder', { trader, body: { ...EURUSD, client_order_id: 'race-1' } })),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const ids = new Set(responses.map((response) => response.json<{ order: Order }>().order.id));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.headers[REPLAYED] === 'true')).toHaveLength(199);
    const rows = await ordersOf(server, trader);
    expect(rows.map((row) => row.id)).toEqual([...ids]);
  });

  it('opens exactly one order out of 200 identical opens with one Idempotency-Key, every answer the same bytes', async () => {
    const trader = await createTrader(server);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => keyedCall(server, 'openOrder', { trader, body: EURUSD, key: 'race-open' })),
    );
    const first = responses[0];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe(first?.body);
    }
    expect(await ordersOf(server, trader)).toHaveLength(1);
  });

  it('deposits once out of 200 identical deposits with one key: one ledger entry, the balance moved once', async () => {
    const trader = await createTrader(server, { balance: '1000' });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => keyedCall(server, 'deposit', { trader, body: depositBody('123.45'), key: 'race-deposit' })),
    );
    const first = responses[0];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe(first?.body);
    }
    expect(responses.filter((response) => response.headers[REPLAYED] === 'true')).toHaveLength(199);
    // The opening deposit of createTrader and this one.
    expect(await entriesOf(server, trader, 'deposit')).toHaveLength(2);
    expect(await balanceOf(server, trader)).toBe('1123.45');
  });

  it('closes once out of 50 closes of one position with one key: one realised P&L entry, every answer the same', async () => {
    const trader = await createTrader(server);
    const opened = await keyedCall(server, 'openOrder', { trader, body: EURUSD });
    const order = opened.json<{ order: Order }>().order;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => keyedCall(server, 'closeOrder', { trader, body: { id: order.id }, key: 'race-close' })),
    );
    const first = responses[0];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe(first?.body);
    }
    expect(first?.json<{ order: Order }>().order).toMatchObject({ id: order.id, status: 'closed' });
    const pnl = await entriesOf(server, trader, 'realised_pnl');
    expect(pnl).toHaveLength(1);
    expect(pnl[0]?.orderId).toBe(order.id);
  });

  it('answers as a repeat when the order insert meets the unique index of client_order_id (23505)', async () => {
    const trader = await createTrader(server);
    const ask = (await quoteOf(server, 'EURUSD')).ask;
    const body = { ...EURUSD, type: 'limit', price: ask.sub('0.01').toFixed(5), client_order_id: 'late' };
    // An order written under the same id by a transaction that took no account lock (none does
    // today): the lookup under the lock cannot see it, only the unique index can.
    const other = new pg.Client({ connectionString: server.databaseUrl ?? '' });
    await other.connect();
    try {
      await other.query('begin');
      const { rows } = await other.query<{ id: string }>(
        `insert into orders (user_id, instrument_id, side, type, status, volume, leverage, price, created_at, client_order_id, client_request_hash)
         values ($1, 'EURUSD', 'buy', 'limit', 'pending', '0.10', 30, $2, $3, 'late', $4) returning id`,
        [trader.userId, body.price, server.clock.now(), requestHash(openOrderRequest.parse(body))],
      );
      const pid = (await other.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      const answer = keyedCall(server, 'openOrder', { trader, body });
      await waitUntil(async () => {
        const [row] = await server.context.database.query<{ waiting: boolean }>(
          'select exists (select 1 from pg_stat_activity where $1::int = any(pg_blocking_pids(pid))) as waiting',
          [pid],
        );
        return row?.waiting === true;
      });
      await other.query('commit');
      const response = await answer;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers[REPLAYED]).toBe('true');
      expect(response.json<{ order: Order }>().order).toMatchObject({ id: rows[0]?.id, status: 'pending', client_order_id: 'late' });
      expect(await ordersOf(server, trader)).toHaveLength(1);
    } finally {
      await other.end();
    }
  });
});

/** Waits (without a deadline of its own beyond the test's) until `check` holds. */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}
