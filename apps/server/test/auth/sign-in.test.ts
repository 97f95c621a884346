import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Activity } from '@beurs/domain';
import { activities } from '../../src/db/schema/index';
import { DEMO_USER } from '../../src/accounts/demo-user';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError, signIn } from '../accounts/test-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe('auth/signin', () => {
  it('signs the seeded demo user in with the credentials of the README', async () => {
    const tokens = await signIn(server, DEMO_USER.email, DEMO_USER.password);
    expect(tokens.accessToken).toMatch(/^ey/);
    expect(tokens.refreshToken.length).toBeGreaterThan(20);
  });

  it('records the sign-in with IP and user agent', async () => {
    const account = await createAccount(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: account.email, password: account.password },
      headers: { 'user-agent': 'BeursTest/1.0' },
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    const list = (await call(server, 'getActivities', { token: account.accessToken, body: {} })).json<{ activities: Activity[] }>()
      .activities;
    expect(list.find((row) => row.user_agent === 'BeursTest/1.0')).toMatchObject({ kind: 'sign_in', ip: '203.0.113.7' });
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const account = await createAccount(server);
    const wrongPassword = await call(server, 'signin', { body: { email: account.email, password: 'not the password' } });
    const unknownEmail = await call(server, 'signin', { body: { email: 'nobody-here@example.com', password: 'not the password' } });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toMatchObject({ code: 'invalid_credentials' });
    const failed = await server.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, account.userId), eq(activities.kind, 'sign_in_failed')));
    expect(failed).toHaveLength(1);
  });

  it('locks sign-in from one address for 15 minutes after 5 failures in a row there, for known and unknown emails alike', async () => {
    const account = await createAccount(server);
    const from = '198.51.100.21';
    const answers = { known: [] as number[], unknown: [] as number[] };
    let lastKnown = '';
    let lastUnknown = '';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const known = await call(server, 'signin', { body: { email: account.email, password: `wrong ${attempt}` }, from });
      const unknown = await call(server, 'signin', { body: { email: 'ghost@example.com', password: `wrong ${attempt}` }, from });
      answers.known.push(known.statusCode);
      answers.unknown.push(unknown.statusCode);
      lastKnown = known.body;
      lastUnknown = unknown.body;
      if (attempt < 5) expect(known.json<{ message: string }>().message).toContain(`${5 - attempt} more failed attempt`);
    }
    expect(answers.known).toEqual([401, 401, 401, 401, 429]);
    expect(answers.unknown).toEqual(answers.known);
    expect(lastUnknown).toEqual(lastKnown);
    const locked = await call(server, 'signin', { body: { email: account.email, password: account.password }, from });
    expect(expectError(locked, 429, 'account_locked')).toContain('locked for 15 minutes. Try again after 2026-11-23 14:45 UTC');
    server.clock.advance(FIFTEEN_MINUTES + 1000);
    await signIn(server, account.email, account.password, from);
  });

  it('counts failures in a row: a success starts the count again', async () => {
    const account = await createAccount(server);
    const from = '198.51.100.22';
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await call(server, 'signin', { body: { email: account.email, password: 'wrong' }, from })).statusCode).toBe(401);
    }
    await signIn(server, account.email, account.password, from);
    const next = await call(server, 'signin', { body: { email: account.email, password: 'wrong' }, from });
    expect(expectError(next, 401, 'invalid_credentials')).toContain('4 more failed attempts');
  });

  it('refuses bad input with a message naming the field', async () => {
    expect(expectError(await call(server, 'signin', { body: { email: 'not-an-email', password: 'x' } }), 400, 'validation_failed')).toBe(
      'Enter a valid email address, like name@example.com',
    );
    expect(expectError(await call(server, 'signin', { body: { email: 'a@example.com' } }), 400, 'validation_failed')).toBe(
      'Password is required',
    );
    expect(expectError(await call(server, 'signin', {}), 400, 'validation_failed')).toContain('required');
  });
});
