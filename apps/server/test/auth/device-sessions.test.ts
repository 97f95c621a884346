import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceSession, TokenPair } from '@beurs/domain';
import { LAST_USED_RESOLUTION_MS } from '../../src/identity/session-directory';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError, sessionIdOf } from '../accounts/test-accounts';
import { createRecordingHub, type RecordingHub } from '../accounts/recording-hub';

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let server: TestServer;
let hub: RecordingHub;
beforeAll(async () => {
  server = await startTestServer();
  hub = createRecordingHub();
  server.context.realtime = hub;
});
afterAll(async () => {
  await server.close();
});

async function signInFrom(email: string, password: string, userAgent: string, ip: string): Promise<TokenPair> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TokenPair>();
}

async function sessionsOf(token: string): Promise<DeviceSession[]> {
  const response = await call(server, 'getSessions', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sessions: DeviceSession[] }>().sessions;
}

describe('GET /users/sessions', () => {
  it('lists each signed-in device in plain words, with IP, start, last use and this device marked', async () => {
    const account = await createAccount(server);
    server.clock.advance(60_000);
    const laptop = await signInFrom(account.email, account.password, WINDOWS_CHROME, '203.0.113.7');
    server.clock.advance(60_000);
    const phone = await signInFrom(account.email, account.password, IPHONE_SAFARI, '198.51.100.23');
    const listed = await sessionsOf(laptop.accessToken);
    expect(listed.map((session) => session.device)).toEqual(['Safari on iPhone', 'Chrome on Windows', 'lightMyRequest']);
    const [phoneRow, laptopRow] = listed;
    expect(phoneRow).toMatchObject({ id: sessionIdOf(phone.accessToken), ip: '198.51.100.23', user_agent: IPHONE_SAFARI, current: false });
    expect(laptopRow).toMatchObject({ id: sessionIdOf(laptop.accessToken), ip: '203.0.113.7', current: true });
    expect(laptopRow?.created_at).toBe(new Date(server.clock.now().getTime() - 60_000).toISOString());
    expect(laptopRow?.last_used_at).toBe(laptopRow?.created_at);
    expect(new Date(laptopRow?.expires_at ?? '').getTime() - new Date(laptopRow?.created_at ?? '').getTime()).toBe(12 * 3600 * 1000);
    expect((await sessionsOf(phone.accessToken)).filter((session) => session.current).map((session) => session.id)).toEqual([
      sessionIdOf(phone.accessToken),
    ]);
  });

  it('notes when a session was last used: on refresh, and on calls a few minutes apart', async () => {
    const account = await createAccount(server);
    const id = sessionIdOf(account.accessToken);
    const lastUsed = async (token: string) => (await sessionsOf(token)).find((session) => session.id === id)?.last_used_at;
    const startedAt = await lastUsed(account.accessToken);
    server.clock.advance(LAST_USED_RESOLUTION_MS / 2);
    // A call soon after needs no write.
    expect(await lastUsed(account.accessToken)).toBe(startedAt);
    server.clock.advance(LAST_USED_RESOLUTION_MS);
    expect(await lastUsed(account.accessToken)).toBe(server.clock.now().toISOString());
    server.clock.advance(60_000);
    const refreshed = await call(server, 'refresh', { headers: { Refresh: account.refreshToken } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(await lastUsed(refreshed.json<TokenPair>().accessToken)).toBe(server.clock.now().toISOString());
  });

  it('leaves out sessions that ended', async () => {
    const account = await createAccount(server);
    const other = await signInFrom(account.email, account.password, WINDOWS_CHROME, '203.0.113.8');
    expect((await call(server, 'logout', { token: other.accessToken })).statusCode).toBe(200);
    expect((await sessionsOf(account.accessToken)).map((session) => session.id)).toEqual([sessionIdOf(account.accessToken)]);
  });
});

describe('POST /users/sessions/end', () => {
  it("signs another device out: its tokens stop working and that session's sockets are disconnected", async () => {
    const account = await createAccount(server);
    const phone = await signInFrom(account.email, account.password, IPHONE_SAFARI, '198.51.100.23');
    const phoneId = sessionIdOf(phone.accessToken);
    server.clock.advance(1000);
    const ended = await call(server, 'endSession', { token: account.accessToken, body: { id: phoneId } });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(hub.disconnectedSessions).toContain(phoneId);
    expect(hub.disconnected).not.toContain(account.userId);
    expectError(await call(server, 'getUser', { token: phone.accessToken }), 401, 'unauthorized');
    expectError(await call(server, 'refresh', { headers: { Refresh: phone.refreshToken } }), 401, 'session_revoked');
    // This device is still signed in, and the list shows it alone.
    expect((await sessionsOf(account.accessToken)).map((session) => session.id)).toEqual([sessionIdOf(account.accessToken)]);
    const activities = (await call(server, 'getActivities', { token: account.accessToken, body: {} })).json<{
      activities: Array<{ kind: string; description: string }>;
    }>();
    expect(activities.activities[0]).toMatchObject({ kind: 'session_ended', description: 'Signed out Safari on iPhone' });
    // Ending it again: already signed out.
    expect(
      expectError(await call(server, 'endSession', { token: account.accessToken, body: { id: phoneId } }), 404, 'not_found'),
    ).toContain('already signed out');
  });

  it("cannot end another user's session, and does not say whether it exists", async () => {
    const alice = await createAccount(server);
    const mallory = await createAccount(server);
    const refusal = await call(server, 'endSession', { token: mallory.accessToken, body: { id: sessionIdOf(alice.accessToken) } });
    expectError(refusal, 404, 'not_found');
    expect((await call(server, 'getUser', { token: alice.accessToken })).statusCode).toBe(200);
    expect(hub.disconnectedSessions).not.toContain(sessionIdOf(alice.accessToken));
    // Nor does the list show anything of Alice's.
    expect((await sessionsOf(mallory.accessToken)).map((session) => session.id)).toEqual([sessionIdOf(mallory.accessToken)]);
  });

  it('explains a malformed id and needs a token', async () => {
    const account = await createAccount(server);
    expect(
      expectError(await call(server, 'endSession', { token: account.accessToken, body: { id: 'phone' } }), 400, 'validation_failed'),
    ).toBe('Id: must be a valid id');
    expectError(await call(server, 'endSession', { body: { id: sessionIdOf(account.accessToken) } }), 401, 'unauthorized');
    expectError(await call(server, 'getSessions'), 401, 'unauthorized');
  });
});
