import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BeursServer } from '../../src/build-server';
import { loadConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import { createTestClock } from '../test-clock';
import { createTestDatabase, TEST_DB_KIND } from '../test-database';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, refusal, type TestTrader } from '../orders/test-trader';
import { waitFor } from '../realtime/socket-client';

const opened: Array<{ close: () => Promise<unknown> }> = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

/** One server for the tests that need no second process: each test has a trader of its own. */
let shared: TestServer;
beforeAll(async () => {
  shared = await startTestServer();
});
afterAll(async () => {
  await shared.close();
});

async function testServer(): Promise<TestServer> {
  return shared;
}

/** Polls until the trader's calls are refused, or fails: only the announcement of the end can get a held session refused. */
async function untilRefused(server: TestServer, trader: TestTrader, what: string): Promise<void> {
  const started = performance.now();
  while (!(await refused(server, trader))) {
    if (performance.now() - started > 2000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether the call is refused for an ended session (401), after checking that it is either that or a 200. */
async function refused(server: TestServer, trader: TestTrader): Promise<boolean> {
  const response = await callApi(server, 'getSymbols', { trader });
  if (response.statusCode === 200) return false;
  expect(refusal(response, 401, 'unauthorized').message).toBe('Your session has ended. Sign in again.');
  return true;
}

describe('live sessions held in memory', () => {
  it('holds a checked session, so the next calls need no session query', async () => {
    const server = await testServer();
    const trader = await createTrader(server);
    expect(server.context.sessions.isListening).toBe(true);
    const held = server.context.sessions.size;
    expect((await callApi(server, 'getSymbols', { trader })).statusCode).toBe(200);
    expect(server.context.sessions.size).toBe(held + 1);
  });

  it('refuses a session the moment this process ends it (logout)', async () => {
    const server = await testServer();
    const trader = await createTrader(server);
    expect(await refused(server, trader)).toBe(false);
    expect((await callApi(server, 'logout', { trader })).statusCode).toBe(200);
    expect(await refused(server, trader)).toBe(true);
  });

  it('hears a session ended by any other writer of the database (an operator, another process)', async () => {
    const server = await testServer();
    const trader = await createTrader(server);
    expect(await refused(server, trader)).toBe(false);
    await server.context.database.query(`update sessions set revoked_at = now(), revoked_reason = 'ended by the operator' where id = $1`, [
      trader.sessionId,
    ]);
    await untilRefused(server, trader, 'the announcement of the ended session');
  });

  it('hears a session whose expiry an operator moved into the past', async () => {
    const server = await testServer();
    const trader = await createTrader(server);
    expect(await refused(server, trader)).toBe(false);
    await server.context.database.query(`update sessions set expires_at = $2 where id = $1`, [
      trader.sessionId,
      new Date(server.clock.now().getTime() - 1000),
    ]);
    await untilRefused(server, trader, 'the announcement of the shortened session');
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')('a logout on one process is refused by another process that held the session', async () => {
    const database: Database = await createTestDatabase(undefined, { start: 'seeded' });
    opened.push(database);
    const clock = createTestClock();
    const config = loadConfig({}, { logLevel: 'silent', market: { enabled: false } });
    const servers: BeursServer[] = [];
    for (let index = 0; index < 2; index += 1) {
      const server = await buildServer(config, { now: clock.now, database, checkResponses: true });
      opened.push(server);
      servers.push(server);
    }
    const [first, second] = servers.map((server) => ({ ...server, clock }) as TestServer);
    if (!first || !second) throw new Error('two servers');
    const trader = await createTrader(first);
    expect(await refused(second, trader)).toBe(false);
    expect(second.context.sessions.size).toBe(1);
    expect((await callApi(first, 'logout', { trader })).statusCode).toBe(200);
    expect(await refused(first, trader)).toBe(true);
    await waitFor(() => second.context.sessions.size === 0, 2000, 'the other process hearing the logout');
    expect(await refused(second, trader)).toBe(true);
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')('trusts nothing from memory while it cannot hear ended sessions, and listens again', async () => {
    // Its own server: cutting the listening connection must not touch the other tests' process.
    const server = await startTestServer();
    opened.push(server);
    const trader = await createTrader(server);
    expect(await refused(server, trader)).toBe(false);
    expect(server.context.sessions.size).toBe(1);
    // Cut the listening connection, as a database restart or a network fault would.
    await server.context.database.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen%'`,
    );
    await waitFor(() => !server.context.sessions.isListening, 2000, 'the lost listener to be noticed');
    // Ended while nobody listened: no announcement reaches the process.
    await server.context.database.query(`update sessions set revoked_at = now(), revoked_reason = 'ended unheard' where id = $1`, [
      trader.sessionId,
    ]);
    expect(await refused(server, trader)).toBe(true);
    await waitFor(() => server.context.sessions.isListening, 5000, 'listening again');
    const other = await createTrader(server);
    expect(await refused(server, other)).toBe(false);
    expect(server.context.sessions.size).toBe(1);
  });
});
