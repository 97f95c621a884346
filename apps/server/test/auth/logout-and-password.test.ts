import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError, sessionIdOf, signIn } from '../accounts/test-accounts';
import { createRecordingHub, type RecordingHub } from '../accounts/recording-hub';

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

describe('auth/logout', () => {
  it("revokes the session of the token and disconnects that session's sockets only", async () => {
    const account = await createAccount(server);
    const logout = await call(server, 'logout', { token: account.accessToken });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    expect(hub.disconnectedSessions).toContain(sessionIdOf(account.accessToken));
    expect(hub.disconnected).not.toContain(account.userId);
    expectError(await call(server, 'getUser', { token: account.accessToken }), 401, 'unauthorized');
    expectError(await call(server, 'refresh', { headers: { Refresh: account.refreshToken } }), 401, 'session_revoked');
  });

  it('answers ok when the session had already ended', async () => {
    const account = await createAccount(server);
    expect((await call(server, 'logout', { token: account.accessToken })).statusCode).toBe(200);
    const again = await call(server, 'logout', { token: account.accessToken });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });
  });

  it('ends only the session of the token', async () => {
    const account = await createAccount(server);
    const other = await signIn(server, account.email, account.password);
    await call(server, 'logout', { token: account.accessToken });
    expect((await call(server, 'getUser', { token: other.accessToken })).statusCode).toBe(200);
  });

  it('refuses a missing or forged token', async () => {
    expectError(await call(server, 'logout'), 401, 'unauthorized');
    expectError(await call(server, 'logout', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' }), 401, 'unauthorized');
  });
});

describe('users/password/change', () => {
  it('changes the password, ends every session and disconnects the sockets', async () => {
    const account = await createAccount(server);
    const second = await signIn(server, account.email, account.password);
    const response = await call(server, 'changePassword', {
      token: account.accessToken,
      body: { current_password: account.password, new_password: 'a brand new passphrase' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: MESSAGES.passwordChanged });
    expect(hub.disconnected).toContain(account.userId);
    expectError(await call(server, 'getUser', { token: account.accessToken }), 401, 'unauthorized');
    expectError(await call(server, 'getUser', { token: second.accessToken }), 401, 'unauthorized');
    expectError(await call(server, 'refresh', { headers: { Refresh: second.refreshToken } }), 401, 'session_revoked');
    expectError(await call(server, 'signin', { body: { email: account.email, password: account.password } }), 401, 'invalid_credentials');
    await signIn(server, account.email, 'a brand new passphrase');
  });

  it('refuses a wrong current password, a common or unchanged new one', async () => {
    const account = await createAccount(server);
    const change = (current: string, next: string) =>
      call(server, 'changePassword', { token: account.accessToken, body: { current_password: current, new_password: next } });
    expect(expectError(await change('wrong password', 'another good passphrase'), 400, 'validation_failed')).toBe(
      'Your current password is not correct.',
    );
    expect(expectError(await change(account.password, 'qwerty123'), 400, 'validation_failed')).toContain(
      'New password is too easy to guess',
    );
    expect(expectError(await change(account.password, account.password), 400, 'validation_failed')).toContain('differs');
    expect(expectError(await change(account.password, 'short'), 400, 'validation_failed')).toBe('Password must be at least 8 characters');
    expect(expectError(await call(server, 'changePassword', { token: account.accessToken, body: {} }), 400, 'validation_failed')).toBe(
      'Current password is required',
    );
    // The session still works: nothing was changed.
    expect((await call(server, 'getUser', { token: account.accessToken })).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expectError(
      await call(server, 'changePassword', { body: { current_password: 'x', new_password: 'another good passphrase' } }),
      401,
      'unauthorized',
    );
  });
});
