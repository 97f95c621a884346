import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BeursServer } from '../../src/build-server';
import { loadConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import { tickMarket } from '../../src/tick/tick-market';
import { createTestClock } from '../test-clock';
import { createTestDatabase, TEST_DB_KIND } from '../test-database';
import type { TestServer } from '../test-server';
import { createTrader } from '../orders/test-trader';
import { connectSocket, connected, waitFor, type TestSocket } from './socket-client';
import { recordQuotes } from './quote-socket-client';

const REDIS_URL = process.env.BEURS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A fresh prefix: the adapter's channels carry it, so other platforms on this Redis stay apart.
const REDIS_KEY_PREFIX = `beurs-test-${randomUUID()}:`;

let database: Database;
let holder: BeursServer;
let follower: BeursServer;
const sockets: TestSocket[] = [];
const clock = createTestClock();

function addressOf(server: BeursServer): string {
  const address = server.app.server.address();
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
}

beforeAll(async () => {
  // Two server processes of one platform: one database, one Redis, each with its own sockets.
  database = await createTestDatabase(undefined, { start: 'seeded' });
  const config = loadConfig({}, { logLevel: 'silent', redisUrl: REDIS_URL, redisKeyPrefix: REDIS_KEY_PREFIX, market: { enabled: false } });
  holder = await buildServer(config, { now: clock.now, database, checkResponses: true });
  follower = await buildServer(config, { now: clock.now, database, checkResponses: true });
  await holder.app.listen({ port: 0, host: '127.0.0.1' });
  await follower.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await holder.close();
  await follower.close();
  await database.close();
});

async function subscribedSocket(server: BeursServer, token: string, instrumentIds: string[]) {
  const socket = connectSocket(addressOf(server), token);
  sockets.push(socket);
  const quotes = recordQuotes(socket);
  await connected(socket);
  socket.emit('subscribeQuotes', instrumentIds);
  await waitFor(() => quotes.length === 1, 3000, 'the snapshot');
  return quotes;
}

// Redis joins processes that share one PostgreSQL database (an embedded database serves one
// process only), so this runs in the PostgreSQL pass, on the database deployments use with it.
describe.skipIf(TEST_DB_KIND !== 'postgres')('quotes scaled out with the Redis adapter', () => {
  it("streams the lease holder's tick to sockets on every process and keeps every quote book current", async () => {
    const trader = await createTrader({ ...holder, clock } as TestServer);
    const onHolder = await subscribedSocket(holder, trader.accessToken, ['BTCUSD']);
    const onFollower = await subscribedSocket(follower, trader.accessToken, ['BTCUSD']);
    expect(onFollower[0]).toEqual(onHolder[0]);

    // Only the lease holder ticks (the feed is off here, so the test runs its tick by hand).
    clock.advance(60_000);
    const at = clock.now().toISOString();
    await tickMarket(holder.context, clock.now());
    await waitFor(() => onHolder.length === 2 && onFollower.length === 2, 3000, 'the tick on both processes');
    expect(onHolder[1]?.[0]?.time).toBe(at);
    expect(onFollower[1]).toEqual(onHolder[1]);

    // The follower's book took the tick in: a new subscriber there starts from the new quote.
    const late = await subscribedSocket(follower, trader.accessToken, ['BTCUSD']);
    expect(late[0]).toEqual(onHolder[1]);
  });
});
