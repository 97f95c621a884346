import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { User } from '@beurs/domain';
import { ledgerEntries, notifications } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError, signIn, signupForm } from '../accounts/test-accounts';
import { startSmtpInbox, type SmtpInbox } from '../mail/smtp-inbox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('auth/signup', () => {
  it('creates an account with the starting virtual funds as a ledger entry and a welcome notification', async () => {
    const account = await createAccount(server);
    const me = (await call(server, 'getUser', { token: account.accessToken })).json<{ user: User }>().user;
    expect(me).toMatchObject({
      email: account.email,
      balance: '10000.00',
      free_margin: '10000.00',
      is_demo: true,
      status: 'active',
      has_pin: false,
    });
    const entries = await server.context.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, account.userId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ cause: 'demo_top_up', amount: '10000.00', description: 'Starting virtual funds (demo account)' });
    expect(entries[0]?.description.toLowerCase()).not.toContain('bonus');
    const welcome = await server.context.db.select().from(notifications).where(eq(notifications.userId, account.userId));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.body).toContain('virtual funds');
  });

  it('answers a second sign-up with an email that has an account as it answers a new one, and changes nothing', async () => {
    const form = signupForm({ email: 'Mixed.Case@Example.com' });
    const first = await call(server, 'signup', { body: form });
    expect(first.statusCode).toBe(200);
    const users = async () => (await server.context.database.query<{ n: number }>('select count(*)::int as n from users'))[0]?.n;
    const before = await users();
    const again = await call(server, 'signup', {
      body: { ...form, email: 'mixed.case@EXAMPLE.com', password: 'another-violin-harbour-43', first_name: 'Eve' },
    });
    // The same status and the same words: a stranger cannot tell which emails have accounts.
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await users()).toBe(before);
    // The account keeps its password (emails compared case-insensitively).
    await signIn(server, 'MIXED.case@example.com', form.password);
    expect((await call(server, 'signin', { body: { email: form.email, password: 'another-violin-harbour-43' } })).statusCode).toBe(401);
  });

  it('refuses a short password and one containing the email', async () => {
    expect(expectError(await call(server, 'signup', { body: signupForm({ password: 'short' }) }), 400, 'validation_failed')).toBe(
      'Password must be at least 8 characters',
    );
    const form = signupForm({ email: 'jan.jansen@example.com', password: 'jan.jansen-secret' });
    expect(expectError(await call(server, 'signup', { body: form }), 400, 'validation_failed')).toBe(
      'Password must not contain your email address. Choose another.',
    );
  });

  it('refuses an unknown country and missing or wrong fields, naming the field', async () => {
    const unknownCountry = await call(server, 'signup', { body: signupForm({ country_id: 999 }) });
    expect(expectError(unknownCountry, 400, 'validation_failed')).toContain('Choose your country');
    const missing = await call(server, 'signup', { body: { email: 'x@example.com' } });
    const body = missing.json<{ fields: Array<{ path: string }> }>();
    expect(missing.statusCode).toBe(400);
    expect(body.fields.map((field) => field.path)).toEqual(
      expect.arrayContaining(['password', 'first_name', 'country_id', 'accept_terms']),
    );
    const wrongType = await call(server, 'signup', { body: signupForm({ country_id: '528' as unknown as number }) });
    expect(expectError(wrongType, 400, 'validation_failed')).toBe('Country must be given by its id, a number');
    const terms = await call(server, 'signup', { body: signupForm({ accept_terms: false as unknown as true }) });
    expect(expectError(terms, 400, 'validation_failed')).toBe('You must accept the terms and conditions');
  });

  it('answers a body that is not JSON, too large or of another type with a 4xx', async () => {
    const url = '/api/v1/auth/signup';
    const notJson = await server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expectError(notJson, 400, 'validation_failed');
    const text = await server.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expectError(text, 415, 'unsupported_media_type');
    const huge = await server.app.inject({ method: 'POST', url, payload: { ...signupForm(), first_name: 'x'.repeat(70_000) } });
    expectError(huge, 413, 'payload_too_large');
  });
});

describe('auth/signup with an email that has an account, when email is on', () => {
  let inbox: SmtpInbox;
  let mailing: TestServer;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    mailing = await startTestServer({
      mail: { smtpUrl: inbox.url, from: 'Beurs Demo <no-reply@demo-broker.example>' },
      company: { site: 'https://trade.example.nl' },
    });
  });
  afterAll(async () => {
    await mailing.close();
    await inbox.close();
  });

  it("tells the account's owner by email that someone tried to register their address, and sends nothing for a new one", async () => {
    const form = signupForm({ email: 'owner@example.com' });
    expect((await call(mailing, 'signup', { body: form })).statusCode).toBe(200);
    expect((await call(mailing, 'signup', { body: { ...form, first_name: 'Mallory' } })).statusCode).toBe(200);
    const mail = await inbox.waitForMail(1);
    expect(mail.to).toEqual(['owner@example.com']);
    expect(mail.raw).toMatch(/^Subject: Someone tried to register/m);
    expect(mail.raw).toContain('https://trade.example.nl/login');
    // The new account's own sign-up sent nothing: one email in all.
    expect(inbox.mails).toHaveLength(1);
  });
});
