import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_PAGE_PATH } from '@beurs/domain';
import { passwordResetTokens } from '../../src/db/schema/index';
import { PASSWORD_RESET_RESEND_MS, PASSWORD_RESET_TTL_MS } from '../../src/auth/password-reset';
import { runCommand, parseCliArgs } from '../../src/cli/run-cli';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError, signIn, type TestAccount } from '../accounts/test-accounts';
import { createRecordingHub, type RecordingHub } from '../accounts/recording-hub';
import { operatorContext } from '../cli/operator-fixture';
import { resetLinkIn, startSmtpInbox, tokenOf, type SmtpInbox } from '../mail/smtp-inbox';

const SITE = 'https://trade.example.test';
const NEW_PASSWORD = 'lantern orchard velvet compass';

let inbox: SmtpInbox;
let server: TestServer;
let hub: RecordingHub;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({
    mail: { smtpUrl: inbox.url, from: 'Beurs Demo <no-reply@demo-broker.example>' },
    company: { site: SITE },
  });
  hub = createRecordingHub();
  server.context.realtime = hub;
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});
beforeEach(() => {
  // Each test starts past every earlier test's resend pause.
  server.clock.advance(PASSWORD_RESET_RESEND_MS + 1000);
});

const askForReset = (email: string, from?: string) =>
  call(server, 'requestPasswordReset', { body: { email }, ...(from === undefined ? {} : { from }) });
const reset = (token: string, newPassword = NEW_PASSWORD) => call(server, 'resetPassword', { body: { token, new_password: newPassword } });

/** Asks for a link for the account and returns the token from the email that arrives. */
async function emailedToken(account: TestAccount): Promise<string> {
  const before = inbox.mails.length;
  const answer = await askForReset(account.email);
  expect(answer.statusCode, answer.body).toBe(200);
  const mail = await inbox.waitForMail(before + 1);
  expect(mail.to).toEqual([account.email]);
  return tokenOf(resetLinkIn(mail));
}

async function tokenCount(): Promise<number> {
  const [row] = await server.context.db.select({ n: count() }).from(passwordResetTokens);
  return Number(row?.n ?? 0);
}

describe('auth/password-reset/request', () => {
  it("emails a link to the site's reset page that sets a new password", async () => {
    const account = await createAccount(server);
    const before = inbox.mails.length;
    const answer = await askForReset(account.email.toUpperCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ ok: true, message: PASSWORD_RESET_MESSAGES.requested });

    const mail = await inbox.waitForMail(before + 1);
    expect(mail.to).toEqual([account.email]);
    expect(mail.from).toBe('no-reply@demo-broker.example');
    expect(mail.raw).toMatch(/^Subject: Reset your .+ password/m);
    expect(mail.raw).toContain('works for 30 minutes and only once');
    const link = resetLinkIn(mail);
    expect(link.startsWith(`${SITE}${PASSWORD_RESET_PAGE_PATH}#token=`)).toBe(true);

    const done = await reset(tokenOf(link));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true, message: PASSWORD_RESET_MESSAGES.done });
    await signIn(server, account.email, NEW_PASSWORD);
    expectError(await call(server, 'signin', { body: { email: account.email, password: account.password } }), 401, 'invalid_credentials');
  });

  it('gives an unknown email the same answer, and sends nothing', async () => {
    const account = await createAccount(server);
    const tokensBefore = await tokenCount();
    const mailsBefore = inbox.mails.length;
    const unknown = await askForReset(`nobody.${Date.now()}@example.com`);
    expect(unknown.statusCode).toBe(200);
    expect(await tokenCount()).toBe(tokensBefore);

    const known = await askForReset(account.email);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await inbox.waitForMail(mailsBefore + 1);
    expect(inbox.mails.slice(mailsBefore).map((mail) => mail.to)).toEqual([[account.email]]);
  });

  it('sends at most one link a minute to an account, with the same answer', async () => {
    const account = await createAccount(server);
    const before = inbox.mails.length;
    expect((await askForReset(account.email)).statusCode).toBe(200);
    const again = await askForReset(account.email);
    expect(again.json()).toEqual({ ok: true, message: PASSWORD_RESET_MESSAGES.requested });
    server.clock.advance(PASSWORD_RESET_RESEND_MS + 1000);
    expect((await askForReset(account.email)).statusCode).toBe(200);
    await inbox.waitForMail(before + 2);
    expect(inbox.mails.slice(before).every((mail) => mail.to[0] === account.email)).toBe(true);
    expect(inbox.mails).toHaveLength(before + 2);
  });

  it('refuses an address that is not one, with a message', async () => {
    expect(expectError(await askForReset('not an email'), 400, 'validation_failed')).toBe(
      'Enter a valid email address, like name@example.com',
    );
  });
});

describe('auth/password-reset/confirm', () => {
  it('works once: a second use is refused with what to do', async () => {
    const account = await createAccount(server);
    const token = await emailedToken(account);
    expect((await reset(token)).statusCode).toBe(200);
    const message = expectError(await reset(token, 'another fresh passphrase here'), 400, 'reset_link_invalid');
    expect(message).toContain('already been used');
    expect(message).toContain('ask for a new one');
    await signIn(server, account.email, NEW_PASSWORD);
  });

  it('expires after 30 minutes', async () => {
    const account = await createAccount(server);
    const token = await emailedToken(account);
    server.clock.advance(PASSWORD_RESET_TTL_MS);
    expect(expectError(await reset(token), 400, 'reset_link_invalid')).toBe(
      'This link has expired: reset links work for 30 minutes. Ask for a new one.',
    );
    await signIn(server, account.email, account.password);
  });

  it('works until just before it expires', async () => {
    const account = await createAccount(server);
    const token = await emailedToken(account);
    server.clock.advance(PASSWORD_RESET_TTL_MS - 1000);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses an unknown or missing token', async () => {
    expect(expectError(await reset('made-up-token'), 400, 'reset_link_invalid')).toContain('not valid');
    expect(expectError(await call(server, 'resetPassword', { body: { new_password: NEW_PASSWORD } }), 400, 'validation_failed')).toContain(
      'Reset token',
    );
  });

  it('ends every session of the account and disconnects its sockets', async () => {
    const account = await createAccount(server);
    const second = await signIn(server, account.email, account.password);
    const token = await emailedToken(account);
    expect((await reset(token)).statusCode).toBe(200);
    expect(hub.disconnected).toContain(account.userId);
    for (const tokens of [account, second]) {
      expectError(await call(server, 'getUser', { token: tokens.accessToken }), 401, 'unauthorized');
      expectError(await call(server, 'refresh', { headers: { Refresh: tokens.refreshToken } }), 401, 'session_revoked');
    }
    const fresh = await signIn(server, account.email, NEW_PASSWORD);
    const activities = await call(server, 'getActivities', { token: fresh.accessToken, body: {} });
    expect(activities.body).toContain('Password reset with an emailed link');
  });

  it('refuses a weak password with the sign-up rules, and the link still works', async () => {
    const account = await createAccount(server);
    const token = await emailedToken(account);
    expect(expectError(await reset(token, 'qwerty123'), 400, 'validation_failed')).toContain('New password is too easy to guess');
    expect(expectError(await reset(token, 'short'), 400, 'validation_failed')).toBe('Password must be at least 8 characters');
    expect(expectError(await reset(token, `my ${account.email} password`), 400, 'validation_failed')).toBe(
      'New password must not contain your email address. Choose another.',
    );
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("spends the account's other links when one is used", async () => {
    const account = await createAccount(server);
    const first = await emailedToken(account);
    server.clock.advance(PASSWORD_RESET_RESEND_MS + 1000);
    const second = await emailedToken(account);
    expect((await reset(second)).statusCode).toBe(200);
    expect(expectError(await reset(first, 'yet another fresh passphrase'), 400, 'reset_link_invalid')).toContain('already been used');
  });

  it('keeps only a hash of the token', async () => {
    const account = await createAccount(server);
    const token = await emailedToken(account);
    const rows = await server.context.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, account.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('cli users reset-link', () => {
  it('prints a working link and records who printed it', async () => {
    const account = await createAccount(server);
    const { positionals, values } = parseCliArgs([
      'users',
      'reset-link',
      account.email,
      '--reason',
      'email bounced; identity checked by phone',
    ]);
    const output = await runCommand(operatorContext(server, 'ops-anna'), positionals, values);
    const link = /https:\/\/\S+#token=\S+/.exec(output)?.[0] ?? '';
    expect(link.startsWith(`${SITE}${PASSWORD_RESET_PAGE_PATH}#token=`)).toBe(true);
    expect(output).toContain('ops-anna');
    expect((await reset(tokenOf(link))).statusCode).toBe(200);
    await signIn(server, account.email, NEW_PASSWORD);
  });

  it('asks for a reason', async () => {
    const { positionals, values } = parseCliArgs(['users', 'reset-link', 'anna@example.com']);
    await expect(runCommand(operatorContext(server), positionals, values)).rejects.toThrow('--reason');
  });
});

describe('password reset abuse limits', () => {
  it('limits requests and confirmations per address, like sign-in', async () => {
    const limited = await startTestServer({
      mail: { smtpUrl: inbox.url },
      company: { site: SITE },
      rateLimits: { passwordReset: { perIp: 2, global: 100, windowSeconds: 900 } },
    });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/password-reset/request',
          payload: { email: 'someone@example.com' },
          remoteAddress: '203.0.113.7',
        });
      const confirm = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/password-reset/confirm',
          payload: { token: 'x', new_password: NEW_PASSWORD },
          remoteAddress: '203.0.113.7',
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await confirm()).statusCode).toBe(400);
      const refused = await ask();
      expect(expectError(refused, 429, 'too_many_requests')).toMatch(
        /^Too many password-reset requests from your address: at most 2 in 15 minutes\. Try again in \d+ (seconds?|minutes)\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('SMTP settings in use', () => {
  it('logs in to an SMTP server that asks for a user and password', async () => {
    const guarded = await startSmtpInbox({ user: 'beurs', password: 'mail-secret' });
    const other = await startTestServer({
      mail: { host: '127.0.0.1', port: guarded.port, user: 'beurs', password: 'mail-secret' },
      company: { site: SITE },
    });
    try {
      const account = await createAccount(other);
      expect((await call(other, 'requestPasswordReset', { body: { email: account.email } })).statusCode).toBe(200);
      const mail = await guarded.waitForMail();
      expect(mail.to).toEqual([account.email]);
      // No MAIL_FROM: the operator's support address sends it.
      expect(mail.from).toBe(other.context.config.company.supportEmail);
      expect(
        (await call(other, 'resetPassword', { body: { token: tokenOf(resetLinkIn(mail)), new_password: NEW_PASSWORD } })).statusCode,
      ).toBe(200);
    } finally {
      await other.close();
      await guarded.close();
    }
  });

  it('without SMTP gives the same answer and keeps no token', async () => {
    const noMail = await startTestServer();
    try {
      expect(noMail.context.mailer.enabled).toBe(false);
      const account = await createAccount(noMail);
      const answer = await call(noMail, 'requestPasswordReset', { body: { email: account.email } });
      expect(answer.json()).toEqual({ ok: true, message: PASSWORD_RESET_MESSAGES.requested });
      const [row] = await noMail.context.db.select({ n: count() }).from(passwordResetTokens);
      expect(Number(row?.n)).toBe(0);
    } finally {
      await noMail.close();
    }
  });
});
