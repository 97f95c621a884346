import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '@beurs/domain';
import { REFRESH_REUSE_GRACE_MS } from '../../src/auth/sessions';
import { startTestServer, type TestServer } from '../test-server';
import { TEST_DB_KIND } from '../test-database';
import { call, createAccount, expectError } from '../accounts/test-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const refresh = (token: string | undefined) => call(server, 'refresh', { headers: token === undefined ? {} : { Refresh: token } });

describe('auth/refresh', () => {
  it('rotates the pair: the new tokens work and the old refresh token is spent', async () => {
    const account = await createAccount(server);
    const rotated = await refresh(account.refreshToken);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const pair = rotated.json<TokenPair>();
    expect(pair.refreshToken).not.toBe(account.refreshToken);
    expect((await call(server, 'getUser', { token: pair.accessToken })).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('ends the whole session when a spent refresh token is used again', async () => {
    const account = await createAccount(server);
    const pair = (await refresh(account.refreshToken)).json<TokenPair>();
    // Within REFRESH_REUSE_GRACE_MS a second use is taken for the client's own HTTP/socket race.
    server.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reuse = await refresh(account.refreshToken);
    expect(expectError(reuse, 401, 'session_revoked')).toContain('already used');
    // The thief's copy and the rightful new pair are both dead now.
    expectError(await refresh(pair.refreshToken), 401, 'session_revoked');
    expectError(await call(server, 'getUser', { token: pair.accessToken }), 401, 'unauthorized');
  });

  it('refuses a missing or unknown refresh token with a message', async () => {
    expect(expectError(await refresh(undefined), 401, 'unauthorized')).toBe('Send the refresh token in the Refresh header.');
    expect(expectError(await refresh('made-up'), 401, 'unauthorized')).toContain('not valid');
  });

  it('ends a session after 12 hours however often it was rotated', async () => {
    const account = await createAccount(server);
    server.clock.advance(12 * 3600 * 1000 + 1000);
    expect(expectError(await refresh(account.refreshToken), 401, 'session_revoked')).toContain('12-hour');
  });

  // PGlite has one connection, so requests never overlap there; only PostgreSQL can race.
  it.skipIf(TEST_DB_KIND !== 'postgres')('gives exactly one new pair to parallel refreshes with one token', async () => {
    const account = await createAccount(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(account.refreshToken)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
  });
});
