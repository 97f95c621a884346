import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES, type Order } from '@beurs/domain';
import { ledgerEntries } from '../../src/db/schema/index';
import { TEST_DB_KIND } from '../test-database';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader } from './test-trader';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('closing one order from many requests at once', () => {
  // PGlite has one connection and runs transactions one after another, so only PostgreSQL
  // (a pool of connections) can race closes against each other.
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'closes exactly once and posts exactly one realised P&L entry out of 50 parallel closes',
    async () => {
      const trader = await createTrader(server);
      const opened = await callApi(server, 'openOrder', {
        trader,
        body: { instrument_id: 'EURUSD', side: 'buy', volume: '0.10', leverage: 30 },
      });
      const order = opened.json<{ order: Order }>().order;
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => callApi(server, 'closeOrder', { trader, body: { id: order.id } })),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      for (const response of responses.filter((r) => r.statusCode === 409)) {
        expect(response.json()).toMatchObject({ code: ERROR_CODES.orderAlreadyClosed, message: MESSAGES.orderAlreadyClosed });
      }
      const entries = await server.context.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, trader.userId), eq(ledgerEntries.cause, 'realised_pnl')));
      expect(entries).toHaveLength(1);
      expect(entries[0]?.orderId).toBe(order.id);
    },
  );
});
