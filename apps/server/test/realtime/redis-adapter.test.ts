import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BeursServer } from '../../src/build-server';
import { loadConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import { createTestClock } from '../test-clock';
import { createTestDatabase, TEST_DB_KIND } from '../test-database';
import type { TestServer } from '../test-server';
import { callApi, createTrader } from '../orders/test-trader';
import { connectSocket, connected, recordOrders, waitFor, type TestSocket } from './socket-client';

const REDIS_URL = process.env.BEURS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// The rate-limit counts live in Redis too: a fresh prefix, so earlier runs' sign-ups do not count.
const REDIS_KEY_PREFIX = `beurs-test-${randomUUID()}:`;

let database: Database;
let first: BeursServer;
let second: BeursServer;
let socket: TestSocket | undefined;
const clock = createTestClock();

beforeAll(async () => {
  // Two server processes of one platform: one database, one Redis, each with its own sockets.
  database = await createTestDatabase(undefined, { start: 'seeded' });
  const config = loadConfig({}, { logLevel: 'silent', redisUrl: REDIS_URL, redisKeyPrefix: REDIS_KEY_PREFIX, market: { enabled: false } });
  first = await buildServer(config, { now: clock.now, database, checkResponses: true });
  second = await buildServer(config, { now: clock.now, database, checkResponses: true });
});
afterAll(async () => {
  socket?.disconnect();
  await first.close();
  await second.close();
  await database.close();
});

// Redis joins processes that share one PostgreSQL database (an embedded database serves one
// process only), so this runs in the PostgreSQL pass, on the database deployments use with it.
describe.skipIf(TEST_DB_KIND !== 'postgres')('scaled out with the Redis adapter', () => {
  it('delivers userOrders to a socket on one process when the order is opened on another', async () => {
    const url = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const asSecond = { ...second, clock } as TestServer;
    const trader = await createTrader(asSecond);
    socket = connectSocket(url, trader.accessToken);
    const lists = recordOrders(socket);
    await connected(socket);
    await waitFor(() => lists.length === 1, 2000, 'the list sent on connect');
    const response = await callApi(asSecond, 'openOrder', {
      trader,
      body: { instrument_id: 'BTCUSD', side: 'buy', volume: '0.01', leverage: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    await waitFor(() => lists.length === 2, 2000, 'userOrders through Redis');
    expect(lists[1]?.map((order) => order.instrument_id)).toEqual(['BTCUSD']);
    // Disconnecting a user on the other process reaches this socket too.
    const gone = new Promise((resolve) => socket?.once('disconnect', resolve));
    second.context.realtime.disconnectUser(trader.userId);
    expect(await gone).toBe('io server disconnect');
  });

  it("keeps the other processes' sockets connected when one process shuts down", async () => {
    const url = first.app.server.address();
    const address = typeof url === 'object' && url ? `http://127.0.0.1:${url.port}` : '';
    const asFirst = { ...first, clock } as TestServer;
    const trader = await createTrader(asFirst);
    const staying = connectSocket(address, trader.accessToken);
    socket = staying;
    await connected(staying);
    const third = await buildServer(
      loadConfig({}, { logLevel: 'silent', redisUrl: REDIS_URL, redisKeyPrefix: REDIS_KEY_PREFIX, market: { enabled: false } }),
      {
        now: clock.now,
        database,
        checkResponses: true,
      },
    );
    await third.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(staying.connected).toBe(true);
  });
});
