import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_RULES, type TokenPair, type TwoFactorStatus } from '@beurs/domain';
import { twoFactorSecrets } from '../../src/db/schema/index';
import { base32Of } from '../../src/auth/two-factor/totp';
import { DEMO_USER } from '../../src/accounts/demo-user';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError, signIn } from '../accounts/test-accounts';
import { codeNow, createTwoFactorAccount, enrol, passwordStep } from './two-factor-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function status(token: string): Promise<TwoFactorStatus> {
  const response = await call(server, 'getTwoFactor', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TwoFactorStatus>();
}

async function secondStep(challengeToken: string, factor: { code: string } | { recovery_code: string }) {
  return call(server, 'signinSecondFactor', { body: { challenge_token: challengeToken, ...factor } });
}

describe('enrolment', () => {
  it('turns two-factor sign-in on only once a first code confirms it, and answers ten recovery codes once', async () => {
    const account = await createAccount(server);
    expect(await status(account.accessToken)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    const { enrolment, secret } = await enrol(server, account);
    expect(enrolment).toMatchObject({
      issuer: server.context.config.company.name,
      account_name: account.email,
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    expect(enrolment.otpauth_uri).toContain(`secret=${enrolment.secret}`);
    // Not on yet: the password alone still signs in.
    expect(await status(account.accessToken)).toMatchObject({ enabled: false });
    await signIn(server, account.email, account.password);

    const confirm = await call(server, 'confirmTwoFactor', { token: account.accessToken, body: { code: codeNow(server, secret) } });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const codes = confirm.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await status(account.accessToken)).toEqual({
      enabled: true,
      enabled_at: server.clock.now().toISOString(),
      recovery_codes_left: 10,
    });
    await passwordStep(server, account);
  });

  it('keeps the secret encrypted at rest and never sends it again', async () => {
    const account = await createTwoFactorAccount(server);
    const [row] = await server.context.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, account.userId));
    expect(row?.secretCiphertext).toMatch(/^v1\./);
    expect(row?.secretCiphertext).not.toContain(base32Of(account.secret));
    const answer = JSON.stringify(await status(account.accessToken));
    expect(answer).not.toContain(base32Of(account.secret));
    // A second enrolment while on is refused instead of handing out a new secret.
    expect(
      expectError(
        await call(server, 'enrolTwoFactor', { token: account.accessToken, body: { password: account.password } }),
        409,
        'conflict',
      ),
    ).toContain('already on');
  });

  it('refuses a wrong code at confirmation and stays off', async () => {
    const account = await createAccount(server);
    const { secret } = await enrol(server, account);
    const wrong = codeNow(server, secret) === '000000' ? '111111' : '000000';
    const message = expectError(
      await call(server, 'confirmTwoFactor', { token: account.accessToken, body: { code: wrong } }),
      400,
      'wrong_second_factor',
    );
    expect(message).toContain('The code is not correct');
    expect(await status(account.accessToken)).toMatchObject({ enabled: false });
    await signIn(server, account.email, account.password);
  });

  it('needs the password to start, and a pending set-up before a confirmation', async () => {
    const account = await createAccount(server);
    const wrongPassword = await call(server, 'enrolTwoFactor', { token: account.accessToken, body: { password: 'not my password' } });
    expect(expectError(wrongPassword, 400, 'validation_failed')).toBe('Your password is not correct.');
    expect(
      expectError(await call(server, 'confirmTwoFactor', { token: account.accessToken, body: { code: '123456' } }), 409, 'conflict'),
    ).toContain('Start the set-up first');
    expect(expectError(await call(server, 'enrolTwoFactor', { body: { password: account.password } }), 401, 'unauthorized')).toBeTruthy();
  });

  it('refuses the shared demo account, which keeps signing in with its password alone', async () => {
    const demo = await signIn(server, DEMO_USER.email, DEMO_USER.password);
    const refusal = await call(server, 'enrolTwoFactor', { token: demo.accessToken, body: { password: DEMO_USER.password } });
    expect(expectError(refusal, 403, 'forbidden')).toContain('shared demo account');
    const again = await signIn(server, DEMO_USER.email, DEMO_USER.password);
    expect(again.accessToken).toBeTruthy();
  });

  it('explains malformed codes', async () => {
    const account = await createAccount(server);
    await enrol(server, account);
    expect(
      expectError(
        await call(server, 'confirmTwoFactor', { token: account.accessToken, body: { code: '12ab56' } }),
        400,
        'validation_failed',
      ),
    ).toBe('Enter the 6-digit code from your authenticator app');
    expect(expectError(await call(server, 'confirmTwoFactor', { token: account.accessToken, body: {} }), 400, 'validation_failed')).toBe(
      'Code is required',
    );
  });
});

describe('sign-in with two-factor on', () => {
  it('answers a challenge for the password, and the token pair for the challenge with a code', async () => {
    const account = await createTwoFactorAccount(server);
    const challenge = await passwordStep(server, account);
    expect(new Date(challenge.expires_at).getTime() - server.clock.now().getTime()).toBe(TWO_FACTOR_RULES.challengeTtlMs);
    // The code may be typed with the space some apps show.
    const code = codeNow(server, account.secret);
    const response = await secondStep(challenge.challenge_token, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json<TokenPair>();
    expect((await call(server, 'getUser', { token: tokens.accessToken })).statusCode).toBe(200);
    const activities = (await call(server, 'getActivities', { token: tokens.accessToken, body: {} })).json<{
      activities: Array<{ kind: string; description: string }>;
    }>();
    expect(activities.activities[0]).toMatchObject({ kind: 'sign_in', description: 'Signed in with a two-factor code' });
    // The challenge works once.
    server.clock.advance(30_000);
    expectError(await secondStep(challenge.challenge_token, { code: codeNow(server, account.secret) }), 401, 'challenge_expired');
  });

  it('refuses a wrong code, says how many tries are left, and keeps the challenge for the right one', async () => {
    const account = await createTwoFactorAccount(server);
    const challenge = await passwordStep(server, account);
    const right = codeNow(server, account.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const message = expectError(await secondStep(challenge.challenge_token, { code: wrong }), 401, 'wrong_second_factor');
    expect(message).toContain('After 4 more wrong codes in a row, codes are refused for 15 minutes.');
    expect((await secondStep(challenge.challenge_token, { code: right })).statusCode).toBe(200);
  });

  it('accepts the code of the previous and next step (±30 s), not older ones', async () => {
    const account = await createTwoFactorAccount(server);
    // Far enough from the confirmation that the step before now has not been used.
    server.clock.advance(60_000);
    const first = await passwordStep(server, account);
    expectError(await secondStep(first.challenge_token, { code: codeNow(server, account.secret, -2) }), 401, 'wrong_second_factor');
    expect((await secondStep(first.challenge_token, { code: codeNow(server, account.secret, -1) })).statusCode).toBe(200);
    const second = await passwordStep(server, account);
    expect((await secondStep(second.challenge_token, { code: codeNow(server, account.secret, 1) })).statusCode).toBe(200);
  });

  it('never accepts one code twice, even within its window (RFC 6238 5.2)', async () => {
    const account = await createTwoFactorAccount(server);
    const code = codeNow(server, account.secret);
    expect((await secondStep((await passwordStep(server, account)).challenge_token, { code })).statusCode).toBe(200);
    server.clock.advance(10_000);
    const replay = await secondStep((await passwordStep(server, account)).challenge_token, { code });
    expect(expectError(replay, 401, 'wrong_second_factor')).toContain('already been used');
    // Nor an older code once a newer one was accepted.
    server.clock.advance(30_000);
    const next = await passwordStep(server, account);
    expect((await secondStep(next.challenge_token, { code: codeNow(server, account.secret) })).statusCode).toBe(200);
    const older = await passwordStep(server, account);
    expectError(await secondStep(older.challenge_token, { code: codeNow(server, account.secret, -1) }), 401, 'wrong_second_factor');
  });

  it('accepts each recovery code once, in any case and with or without dashes', async () => {
    const account = await createTwoFactorAccount(server);
    const [recovery] = account.recoveryCodes;
    if (!recovery) throw new Error('no recovery code');
    const typed = recovery.replaceAll('-', ' ').toUpperCase();
    const response = await secondStep((await passwordStep(server, account)).challenge_token, { recovery_code: typed });
    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json<TokenPair>();
    expect(await status(tokens.accessToken)).toMatchObject({ enabled: true, recovery_codes_left: 9 });
    const notifications = (await call(server, 'getNotifications', { token: tokens.accessToken })).json<{
      notifications: Array<{ title: string; body: string }>;
    }>();
    expect(notifications.notifications[0]).toMatchObject({ title: 'A recovery code was used to sign in' });
    expect(notifications.notifications[0]?.body).toContain('9 recovery codes left');
    const again = await secondStep((await passwordStep(server, account)).challenge_token, { recovery_code: recovery });
    expect(expectError(again, 401, 'wrong_second_factor')).toContain('not correct or has already been used');
  });

  it('locks codes for 15 minutes after 5 wrong ones in a row, the right code included', async () => {
    const account = await createTwoFactorAccount(server);
    const challenge = await passwordStep(server, account);
    const right = codeNow(server, account.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < TWO_FACTOR_RULES.maxFailedAttempts; attempt += 1) {
      expectError(await secondStep(challenge.challenge_token, { code: wrong }), 401, 'wrong_second_factor');
    }
    const fifth = await secondStep(challenge.challenge_token, { code: wrong });
    expect(expectError(fifth, 429, 'second_factor_locked')).toContain('Try again after 2026-11-23');
    expectError(await secondStep(challenge.challenge_token, { code: right }), 429, 'second_factor_locked');
    expectError(
      await secondStep(challenge.challenge_token, { recovery_code: account.recoveryCodes[0] ?? '' }),
      429,
      'second_factor_locked',
    );
    server.clock.advance(TWO_FACTOR_RULES.lockMs + 1000);
    const fresh = await passwordStep(server, account);
    expect((await secondStep(fresh.challenge_token, { code: codeNow(server, account.secret) })).statusCode).toBe(200);
  });

  it('lets a challenge expire after five minutes', async () => {
    const account = await createTwoFactorAccount(server);
    const challenge = await passwordStep(server, account);
    server.clock.advance(TWO_FACTOR_RULES.challengeTtlMs + 1);
    const message = expectError(
      await secondStep(challenge.challenge_token, { code: codeNow(server, account.secret) }),
      401,
      'challenge_expired',
    );
    expect(message).toContain('Sign in with your email and password again');
    expectError(await secondStep('made-up-challenge', { code: '123456' }), 401, 'challenge_expired');
  });

  it("keeps users apart: one user's code does not answer another's challenge", async () => {
    const alice = await createTwoFactorAccount(server);
    const bob = await createTwoFactorAccount(server);
    const bobsChallenge = await passwordStep(server, bob);
    const alicesCode = codeNow(server, alice.secret);
    if (alicesCode !== codeNow(server, bob.secret)) {
      expectError(await secondStep(bobsChallenge.challenge_token, { code: alicesCode }), 401, 'wrong_second_factor');
    }
    expectError(
      await secondStep(bobsChallenge.challenge_token, { recovery_code: alice.recoveryCodes[0] ?? '' }),
      401,
      'wrong_second_factor',
    );
  });

  it('explains a second step without a code, or with both kinds', async () => {
    expect(expectError(await call(server, 'signinSecondFactor', { body: { challenge_token: 'x' } }), 400, 'validation_failed')).toBe(
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
    );
    expect(
      expectError(
        await call(server, 'signinSecondFactor', { body: { challenge_token: 'x', code: '123456', recovery_code: 'abcd-efgh-jkmn' } }),
        400,
        'validation_failed',
      ),
    ).toBe('Send either a code or a recovery code, not both');
    expect(expectError(await call(server, 'signinSecondFactor', { body: { code: '123456' } }), 400, 'validation_failed')).toBe(
      'Challenge token is required',
    );
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs both the password and a code', async () => {
    const account = await createTwoFactorAccount(server);
    const disable = (body: Record<string, unknown>) => call(server, 'disableTwoFactor', { token: account.accessToken, body });
    expect(expectError(await disable({ password: account.password }), 400, 'validation_failed')).toContain('Enter the 6-digit code');
    expect(expectError(await disable({ code: codeNow(server, account.secret) }), 400, 'validation_failed')).toBe('Password is required');
    expect(
      expectError(await disable({ password: 'not my password', code: codeNow(server, account.secret) }), 400, 'validation_failed'),
    ).toBe('Your password is not correct.');
    const right = codeNow(server, account.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expectError(await disable({ password: account.password, code: wrong }), 400, 'wrong_second_factor');
    expect(await status(account.accessToken)).toMatchObject({ enabled: true });

    const off = await disable({ password: account.password, code: right });
    expect(off.statusCode, off.body).toBe(200);
    expect(await status(account.accessToken)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    const tokens = await signIn(server, account.email, account.password);
    expect(tokens.accessToken).toBeTruthy();
  });

  it('takes a recovery code instead of a code, for a lost phone', async () => {
    const account = await createTwoFactorAccount(server);
    const off = await call(server, 'disableTwoFactor', {
      token: account.accessToken,
      body: { password: account.password, recovery_code: account.recoveryCodes[3] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await status(account.accessToken)).toMatchObject({ enabled: false });
  });

  it('voids a challenge that was waiting when it was turned off', async () => {
    const account = await createTwoFactorAccount(server);
    const challenge = await passwordStep(server, account);
    const off = await call(server, 'disableTwoFactor', {
      token: account.accessToken,
      body: { password: account.password, code: codeNow(server, account.secret) },
    });
    expect(off.statusCode, off.body).toBe(200);
    server.clock.advance(30_000);
    expectError(await secondStep(challenge.challenge_token, { code: codeNow(server, account.secret) }), 401, 'challenge_expired');
  });
});
