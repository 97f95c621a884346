import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertTriggered } from '@beurs/domain';
import { buildServer, type BeursServer } from '../../src/build-server';
import { quoteOf } from '../market/test-quotes';
import { callApi, createTrader } from '../orders/test-trader';
import { connectSocket, connected, waitFor, type TestSocket } from '../realtime/socket-client';
import { createTestClock } from '../test-clock';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../test-database';
import { testServerConfig } from '../test-server-config';
import type { TestServer } from '../test-server';
import { nextQuote, runAlertEngine } from './alert-quotes';

const REDIS_URL = process.env.BEURS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clock = createTestClock();
let database: TestDatabase;
let holder: TestServer;
let other: TestServer;
let socket: TestSocket | undefined;

// Redis joins processes that share one PostgreSQL database, so this runs in the PostgreSQL pass.
describe.skipIf(TEST_DB_KIND !== 'postgres')('price alerts scaled out with the Redis adapter', () => {
  beforeAll(async () => {
    database = await createTestDatabase(undefined, { start: 'seeded' });
    // A fresh prefix, so earlier runs' rate-limit counts and broadcasts do not meet this one's.
    const config = testServerConfig({ redisUrl: REDIS_URL, redisKeyPrefix: `beurs-test-${randomUUID()}:` });
    const asTest = (server: BeursServer): TestServer => ({ ...server, clock, databaseUrl: database.url });
    holder = asTest(await buildServer(config, { now: clock.now, database, checkResponses: true }));
    other = asTest(await buildServer(config, { now: clock.now, database, checkResponses: true }));
  });
  afterAll(async () => {
    socket?.disconnect();
    await other?.close();
    await holder?.close();
    await database?.close();
  });

  it('delivers alertTriggered to a socket on another process than the one that fired the alert', async () => {
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const trader = await createTrader(other);
    socket = connectSocket(url, trader.accessToken);
    const received: AlertTriggered[] = [];
    socket.on('alertTriggered', (event) => received.push(event));
    await connected(socket);

    const { bid } = await quoteOf(holder, 'EURUSD');
    const created = await callApi(other, 'createAlert', {
      trader,
      body: { instrument_id: 'EURUSD', condition: 'above', price: bid.add('0.00100').toFixed(5) },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await runAlertEngine(holder, [await nextQuote(holder, 'EURUSD', bid.add('0.00150'), '0.00008', 5)])).fired).toBe(1);
    await waitFor(() => received.length === 1, 2000, 'alertTriggered through Redis');
    expect(received[0]?.alert).toMatchObject({ instrument_id: 'EURUSD', status: 'triggered' });
  });
});
