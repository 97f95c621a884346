import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamClosed } from '@beurs/domain';
import { buildServer, type BeursServer } from '../../src/build-server';
import type { Database } from '../../src/db/database';
import { createTestClock } from '../test-clock';
import { createTestDatabase, TEST_DB_KIND } from '../test-database';
import { testServerConfig } from '../test-server-config';
import type { TestServer } from '../test-server';
import { callApi, createTrader } from '../orders/test-trader';
import { connectSocket, connected, disconnected, waitFor, type TestSocket } from '../realtime/socket-client';
import { callWithKey, createKey } from './api-key-helpers';

const REDIS_URL = process.env.BEURS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A fresh prefix, so earlier runs' counts do not spend this run's budgets.
const REDIS_KEY_PREFIX = `beurs-test-${randomUUID()}:`;
const KEY_BUDGET = 4;

let database: Database;
let first: TestServer;
let second: TestServer;
let socket: TestSocket | undefined;
const clock = createTestClock();

beforeAll(async () => {
  if (TEST_DB_KIND !== 'postgres') return;
  // Two server processes of one platform: one database, one Redis, each with its own memory of keys.
  database = await createTestDatabase(undefined, { start: 'seeded' });
  const config = testServerConfig({
    redisUrl: REDIS_URL,
    redisKeyPrefix: REDIS_KEY_PREFIX,
    rateBudgets: { key: { requests: KEY_BUDGET, windowSeconds: 60 } },
  });
  const started: BeursServer[] = [];
  for (let index = 0; index < 2; index += 1) started.push(await buildServer(config, { now: clock.now, database, checkResponses: true }));
  [first, second] = started.map((server) => ({ ...server, clock, databaseUrl: null }) as TestServer) as [TestServer, TestServer];
});
afterAll(async () => {
  socket?.disconnect();
  await first?.close();
  await second?.close();
  await database?.close();
});

// Processes share a database only on PostgreSQL (an embedded database serves one process).
describe.skipIf(TEST_DB_KIND !== 'postgres')('API keys across two processes sharing PostgreSQL and Redis', () => {
  it("refuses a key revoked on one process on the other, and ends the key's socket there with streamClosed", async () => {
    const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const trader = await createTrader(first);
    const { key, secret } = await createKey(first, trader);
    // The other process holds the key in memory, and a socket of it.
    expect((await callWithKey(second, 'getUser', secret)).statusCode).toBe(200);
    expect(second.context.apiKeys.size).toBeGreaterThan(0);
    socket = connectSocket(url, secret);
    const closed: StreamClosed[] = [];
    socket.on('streamClosed', (event) => closed.push(event));
    await connected(socket);
    const gone = disconnected(socket);
    expect((await callApi(first, 'revokeApiKey', { trader, body: { id: key.id } })).statusCode).toBe(200);
    // Polled: the other process forgets the key when it hears the announcement.
    let refused = false;
    await (async () => {
      const started = performance.now();
      while (!refused && performance.now() - started < 5000) {
        refused = (await callWithKey(second, 'getUser', secret)).statusCode === 401;
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    expect(refused).toBe(true);
    expect(await gone).toBe('io server disconnect');
    await waitFor(() => closed.length === 1, 2000, 'streamClosed before the disconnect');
    expect(closed[0]?.reason).toBe('api_key_revoked');
  });

  it("shares a key's request budget between the processes through Redis", async () => {
    const trader = await createTrader(first);
    const { secret } = await createKey(first, trader);
    const statuses: number[] = [];
    for (let index = 0; index < KEY_BUDGET + 1; index += 1) {
      statuses.push((await callWithKey(index % 2 === 0 ? first : second, 'getUser', secret)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
