import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@beurs/domain';
import { buildServer, type BeursServer } from '../../src/build-server';
import { openDatabase, type Database } from '../../src/db/database';
import { priceAlerts } from '../../src/db/schema/index';
import { quoteOf } from '../market/test-quotes';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';
import { createTestClock } from '../test-clock';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { testServerConfig } from '../test-server-config';
import type { TestServer } from '../test-server';
import { nextQuote, runAlertEngine } from './alert-quotes';

// Two server processes on one database, built by hand: test-server.ts gives each server a database of its own.
const clock = createTestClock();
let database: TestDatabase;
const opened: BeursServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase(undefined, { start: 'seeded' });
});
afterAll(async () => {
  for (const server of opened) await server.close();
  await database.close();
});

/** A server process on the shared database (or on `on`, another connection to it). */
async function startProcess(on: Database = database): Promise<TestServer> {
  const server = await buildServer(testServerConfig(), { now: clock.now, database: on, checkResponses: true });
  opened.push(server);
  return { ...server, clock, databaseUrl: database.url };
}

async function stopProcess(server: TestServer): Promise<void> {
  const index = opened.findIndex((entry) => entry.app === server.app);
  if (index >= 0) opened.splice(index, 1);
  await server.close();
}

async function create(server: TestServer, trader: TestTrader, body: Record<string, unknown>): Promise<Alert> {
  const response = await callApi(server, 'createAlert', { trader, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ alert: Alert }>().alert;
}

async function statusOf(server: TestServer, id: string): Promise<string | undefined> {
  const [row] = await server.context.db.select({ status: priceAlerts.status }).from(priceAlerts).where(eq(priceAlerts.id, id));
  return row?.status;
}

describe('alerts across restarts and processes', () => {
  it('survives a restart: an alert made before the server stopped fires on the next one', async () => {
    const first = await startProcess();
    const trader = await createTrader(first);
    const { bid } = await quoteOf(first, 'EURUSD');
    const alert = await create(first, trader, { instrument_id: 'EURUSD', condition: 'above', price: bid.add('0.00100').toFixed(5) });
    // The first process held it in its index, and then stopped.
    expect((await runAlertEngine(first, [await nextQuote(first, 'EURUSD', bid.add('0.00010'), '0.00008', 5)])).fired).toBe(0);
    await stopProcess(first);

    const second = await startProcess();
    expect((await runAlertEngine(second, [await nextQuote(second, 'EURUSD', bid.add('0.00150'), '0.00008', 5)])).fired).toBe(1);
    expect(await statusOf(second, alert.id)).toBe('triggered');
    await stopProcess(second);
  });

  it('fires on the lease holder an alert made through another process', async () => {
    const holder = await startProcess();
    // Another process: its own connections on PostgreSQL; on the embedded database, which serves
    // one process, a second server on the same database stands in for it.
    const otherConnection = database.url ? await openDatabase({ databaseUrl: database.url, dataDir: null, poolSize: 2 }) : database;
    const other = await startProcess(otherConnection);
    try {
      const trader = await createTrader(holder);
      const { bid } = await quoteOf(holder, 'GBPUSD');
      // The holder's index is built before the alert exists.
      await runAlertEngine(holder, [await nextQuote(holder, 'GBPUSD', bid, '0.00010', 5)]);
      const alert = await create(other, trader, { instrument_id: 'GBPUSD', condition: 'below', price: bid.sub('0.00100').toFixed(5) });
      expect((await runAlertEngine(holder, [await nextQuote(holder, 'GBPUSD', bid.sub('0.00120'), '0.00010', 5)])).fired).toBe(1);
      expect(await statusOf(holder, alert.id)).toBe('triggered');
    } finally {
      await stopProcess(other);
      if (otherConnection !== database) await otherConnection.close();
      await stopProcess(holder);
    }
  });
});
