import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StreamClosed } from '@beurs/domain';
import { buildServer, type BeursServer } from '../../src/build-server';
import type { Database } from '../../src/db/database';
import { createTestClock } from '../test-clock';
import { createTestDatabase, TEST_DB_KIND } from '../test-database';
import { testServerConfig } from '../test-server-config';
import type { TestServer } from '../test-server';
import { call, createAccount, sessionIdOf, signIn } from '../accounts/test-accounts';
import { connectSocket, connected, connectError, type TestSocket } from '../realtime/socket-client';

const REDIS_URL = process.env.BEURS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A fresh prefix, so another run's sockets on the same Redis are never reached.
const REDIS_KEY_PREFIX = `beurs-test-${randomUUID()}:`;

/** How soon after the ending call returned every process refuses the ended session. */
const REFUSAL_DEADLINE_MS = 1000;

let database: Database;
let first: TestServer;
let second: TestServer;
let secondUrl: string;
const sockets: TestSocket[] = [];
const clock = createTestClock();

beforeAll(async () => {
  if (TEST_DB_KIND !== 'postgres') return;
  // Two server processes of one platform: one database, one Redis, each with its own memory of sessions.
  database = await createTestDatabase(undefined, { start: 'seeded' });
  const config = testServerConfig({ redisUrl: REDIS_URL, redisKeyPrefix: REDIS_KEY_PREFIX });
  const started: BeursServer[] = [];
  for (let index = 0; index < 2; index += 1) started.push(await buildServer(config, { now: clock.now, database, checkResponses: true }));
  [first, second] = started.map((server) => ({ ...server, clock, databaseUrl: null }) as TestServer) as [TestServer, TestServer];
  secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
});

/**
 * Polls until `ended` holds, or fails once {@link REFUSAL_DEADLINE_MS} have passed since
 * `since` (when the ending call returned), saying how long it has been.
 */
async function within(since: number, what: string, ended: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await ended())) {
    const elapsed = performance.now() - since;
    if (elapsed > REFUSAL_DEADLINE_MS) {
      throw new Error(`${what}: still not after ${Math.round(elapsed)} ms (deadline ${REFUSAL_DEADLINE_MS} ms)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether the process refuses the access token as an ended session's (401), after checking that it is either that or a 200. */
async function refuses(server: TestServer, accessToken: string): Promise<boolean> {
  const response = await call(server, 'getUser', { token: accessToken });
  if (response.statusCode === 200) return false;
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json<{ code: string }>().code).toBe('unauthorized');
  return true;
}

/** Uses the session on both processes, so each holds it in memory, and opens a socket of it on the second. */
async function heldOnBoth(accessToken: string): Promise<{ closed: StreamClosed[]; isConnected: () => boolean }> {
  expect(await refuses(first, accessToken)).toBe(false);
  expect(await refuses(second, accessToken)).toBe(false);
  expect(first.context.sessions.size).toBeGreaterThan(0);
  expect(second.context.sessions.size).toBeGreaterThan(0);
  const socket = connectSocket(secondUrl, accessToken);
  sockets.push(socket);
  const closed: StreamClosed[] = [];
  socket.on('streamClosed', (event) => closed.push(event));
  await connected(socket);
  return { closed, isConnected: () => socket.connected };
}

/** The other process refuses the ended session's calls and ends its socket (told why first) within the deadline. */
async function endedOnSecond(
  since: number,
  accessToken: string,
  socket: { closed: StreamClosed[]; isConnected: () => boolean },
  how: string,
): Promise<void> {
  await within(since, `the other process refusing a session ended by ${how}`, () => refuses(second, accessToken));
  await within(since, `the other process disconnecting the socket of a session ended by ${how}`, () => !socket.isConnected());
  // Its token cannot open a new one there either.
  const again = connectSocket(secondUrl, accessToken);
  sockets.push(again);
  expect(await connectError(again)).toBe('unauthorized');
}

// Processes share a database only on PostgreSQL (an embedded database serves one process).
describe.skipIf(TEST_DB_KIND !== 'postgres')('an ended session across two processes sharing PostgreSQL and Redis', () => {
  it('is refused by the other process within a second of a logout', async () => {
    const account = await createAccount(first);
    const socket = await heldOnBoth(account.accessToken);
    expect((await call(first, 'logout', { token: account.accessToken })).statusCode).toBe(200);
    const since = performance.now();
    await endedOnSecond(since, account.accessToken, socket, 'a logout');
    expect(socket.closed.map((event) => event.reason)).toEqual(['session_ended']);
  });

  it('is refused by the other process within a second of another device signing it out', async () => {
    const account = await createAccount(first);
    const socket = await heldOnBoth(account.accessToken);
    const otherDevice = await signIn(first, account.email, account.password);
    const ending = await call(first, 'endSession', { token: otherDevice.accessToken, body: { id: sessionIdOf(account.accessToken) } });
    expect(ending.statusCode, ending.body).toBe(200);
    const since = performance.now();
    await endedOnSecond(since, account.accessToken, socket, 'another device');
    expect(socket.closed.map((event) => event.reason)).toEqual(['session_ended']);
    expect(await refuses(second, otherDevice.accessToken)).toBe(false);
  });

  it('is refused by the other process within a second of a password change on another device', async () => {
    const account = await createAccount(first);
    const socket = await heldOnBoth(account.accessToken);
    const otherDevice = await signIn(first, account.email, account.password);
    const change = await call(first, 'changePassword', {
      token: otherDevice.accessToken,
      body: { current_password: account.password, new_password: 'a brand new passphrase' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const since = performance.now();
    await endedOnSecond(since, account.accessToken, socket, 'a password change');
    // Every session ends, the changing one too.
    await within(since, 'the other process refusing the session that changed the password', () => refuses(second, otherDevice.accessToken));
  });

  it('is refused by both processes within a second of an operator ending it in the database', async () => {
    const account = await createAccount(first);
    const socket = await heldOnBoth(account.accessToken);
    await first.context.database.query(`update sessions set revoked_at = now(), revoked_reason = 'ended by the operator' where id = $1`, [
      sessionIdOf(account.accessToken),
    ]);
    const since = performance.now();
    await within(since, 'the first process refusing a session the operator ended', () => refuses(first, account.accessToken));
    await endedOnSecond(since, account.accessToken, socket, 'an operator');
    expect(socket.closed.map((event) => event.reason)).toEqual(['session_ended']);
  });
});
