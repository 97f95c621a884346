import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BeursServer } from '../../src/build-server';
import { loadConfig, type ServerConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import { createTestClock } from '../test-clock';
import { createTestDatabase, TEST_DB_KIND } from '../test-database';
import type { TestServer } from '../test-server';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';
import { startPrivateRedis, type PrivateRedis } from './private-redis';
import { connectSocket, connected, recordOrders, waitFor, type TestSocket } from './socket-client';

let redis: PrivateRedis;
let database: Database;
let config: ServerConfig;
const servers: BeursServer[] = [];
const sockets: TestSocket[] = [];
const clock = createTestClock();

async function startServer(): Promise<TestServer> {
  const server = await buildServer(config, { now: clock.now, database, checkResponses: true });
  servers.push(server);
  return { ...server, clock, databaseUrl: null };
}

function openBitcoin(server: TestServer, trader: TestTrader) {
  return callApi(server, 'openOrder', { trader, body: { instrument_id: 'BTCUSD', side: 'buy', volume: '0.01', leverage: 2 } });
}

beforeAll(async () => {
  // A Redis of this test's own: stopping it never touches the machine's shared one.
  redis = await startPrivateRedis();
  database = await createTestDatabase(undefined, { start: 'seeded' });
  config = loadConfig({}, { logLevel: 'silent', redisUrl: redis.url, market: { enabled: false } });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const server of servers) await server.close();
  await database?.close();
  await redis?.stop();
});

// Any unhandled rejection while this runs fails the run: the outage must not produce one.
// Redis joins processes that share one PostgreSQL database (an embedded database serves one
// process only), so this runs in the PostgreSQL pass, on the database deployments use with it.
describe.skipIf(TEST_DB_KIND !== 'postgres')('a Redis outage', () => {
  it('keeps HTTP answering on every process, starts a new one, and gives the sockets what they missed once Redis returns', async () => {
    const first = await startServer();
    const second = await startServer();
    const url = await first.app.listen({ port: 0, host: '127.0.0.1' });
    const trader = await createTrader(second);
    const socket = connectSocket(url, trader.accessToken);
    sockets.push(socket);
    const lists = recordOrders(socket);
    await connected(socket);
    await waitFor(() => lists.length === 1, 5_000, 'the list sent on connect');

    await redis.stop();
    for (let index = 0; index < 3; index += 1) {
      // Opened on the second process: its push to the first process's socket cannot travel now.
      const opened = await openBitcoin(second, trader);
      expect(opened.statusCode, opened.body).toBe(200);
      expect((await callApi(first, 'getUser', { trader })).statusCode).toBe(200);
      // Publishes fail at once while Redis is away; a moment between calls lets each one's fail.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // A process started during the outage serves HTTP without it.
    const third = await startServer();
    expect((await openBitcoin(third, trader)).statusCode).toBe(200);

    await redis.start();
    // Back: the first process reads the user's list afresh and sends it, with all four orders.
    await waitFor(() => lists.at(-1)?.length === 4, 15_000, 'the full list after Redis returned');
    // And pushes cross processes again, from the process that started without Redis too.
    expect((await openBitcoin(third, trader)).statusCode).toBe(200);
    await waitFor(() => lists.at(-1)?.length === 5, 10_000, 'userOrders through Redis after the outage');
  }, 60_000);

  it('lets a process shut down cleanly while Redis is away', async () => {
    await redis.stop();
    const server = await startServer();
    servers.splice(servers.indexOf(server), 1);
    // Closing unsubscribes the adapter from Redis: commands that cannot be sent, then are dropped.
    await server.close();
    await redis.start();
  }, 30_000);
});
