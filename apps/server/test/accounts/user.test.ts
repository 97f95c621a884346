import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userSchema, type Activity, type User } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount, expectError } from './test-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const me = async (token: string) => (await call(server, 'getUser', { token })).json<{ user: User }>().user;

describe('/users/', () => {
  it('returns every field of the user schema with the account figures', async () => {
    const account = await createAccount(server);
    const response = await call(server, 'getUser', { token: account.accessToken });
    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ user: User }>();
    expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(user).toMatchObject({
      id: account.userId,
      email: account.email,
      currency: 'EUR',
      balance: '10000.00',
      equity: '10000.00',
      margin: '0.00',
      free_margin: '10000.00',
      margin_level: null,
      unrealised_pnl: '0.00',
      status: 'active',
      is_demo: true,
      verification: { status: 'unverified', documents: {} },
      has_pin: false,
      pin_locked_until: null,
      wallet: null,
      credit_available_at: null,
      country_id: 528,
    });
  });

  it('needs a valid token', async () => {
    expectError(await call(server, 'getUser'), 401, 'unauthorized');
    expectError(await call(server, 'getUser', { token: 'nonsense' }), 401, 'unauthorized');
  });
});

describe('/users/client/update', () => {
  it('updates the given fields and records the change', async () => {
    const account = await createAccount(server);
    const response = await call(server, 'updateClient', {
      token: account.accessToken,
      body: { first_name: ' Bea ', phone: '+32 2 555 1234', country_id: 56 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ user: User }>().user).toMatchObject({
      first_name: 'Bea',
      last_name: 'de Vries',
      phone: '+32 2 555 1234',
      country_id: 56,
    });
    const activities = (await call(server, 'getActivities', { token: account.accessToken, body: {} })).json<{ activities: Activity[] }>()
      .activities;
    expect(activities.find((row) => row.kind === 'profile_updated')?.description).toBe('Profile updated: first name, phone, country');
  });

  it('refuses an empty change, an unknown country and wrong types', async () => {
    const account = await createAccount(server);
    const update = (body: unknown) => call(server, 'updateClient', { token: account.accessToken, body });
    expect(expectError(await update({}), 400, 'validation_failed')).toBe('Change at least one field');
    expect(expectError(await update({ country_id: 4242 }), 400, 'validation_failed')).toContain('Choose your country');
    expect(expectError(await update({ first_name: '' }), 400, 'validation_failed')).toBe('First name cannot be empty');
    expect(expectError(await update({ phone: 'call me' }), 400, 'validation_failed')).toContain('phone number');
    expectError(await update({ country_id: 'NL' }), 400, 'validation_failed');
    expectError(await update([1, 2]), 400, 'validation_failed');
    expect((await me(account.accessToken)).first_name).toBe('Anna');
  });
});

describe('/users/wallet/identification/set', () => {
  it('stores the wallet and its type', async () => {
    const account = await createAccount(server);
    const response = await call(server, 'setWalletIdentification', {
      token: account.accessToken,
      body: { wallet: 'bc1qexample000', type: 'bitcoin' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ user: User }>().user.wallet).toEqual({ address: 'bc1qexample000', type: 'bitcoin' });
  });

  it('refuses an unknown method and an empty wallet', async () => {
    const account = await createAccount(server);
    const set = (body: unknown) => call(server, 'setWalletIdentification', { token: account.accessToken, body });
    expect(expectError(await set({ wallet: 'x', type: 'paypal' }), 400, 'validation_failed')).toContain('Choose a payment method');
    expect(expectError(await set({ wallet: '  ', type: 'tron' }), 400, 'validation_failed')).toBe('Wallet or account is required');
  });
});

describe('/users/activities', () => {
  it('lists newest first and pages', async () => {
    const account = await createAccount(server);
    for (const name of ['One', 'Two', 'Three']) {
      server.clock.advance(1000);
      await call(server, 'updateClient', { token: account.accessToken, body: { first_name: name } });
    }
    const all = (await call(server, 'getActivities', { token: account.accessToken, body: {} })).json<{ activities: Activity[] }>()
      .activities;
    expect(all.map((row) => row.kind)).toEqual(['profile_updated', 'profile_updated', 'profile_updated', 'sign_in']);
    const times = all.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const page = (await call(server, 'getActivities', { token: account.accessToken, body: { limit: 2, offset: 1 } })).json<{
      activities: Activity[];
    }>().activities;
    expect(page.map((row) => row.id)).toEqual(all.slice(1, 3).map((row) => row.id));
    // A client that sends no body at all gets the first page too.
    expect((await call(server, 'getActivities', { token: account.accessToken })).statusCode).toBe(200);
  });

  it('refuses a bad page', async () => {
    const account = await createAccount(server);
    expectError(await call(server, 'getActivities', { token: account.accessToken, body: { limit: 0 } }), 400, 'validation_failed');
    expectError(await call(server, 'getActivities', { token: account.accessToken, body: { limit: 501 } }), 400, 'validation_failed');
    expectError(await call(server, 'getActivities', { token: account.accessToken, body: { offset: -1 } }), 400, 'validation_failed');
    expectError(await call(server, 'getActivities', { token: account.accessToken, body: { limit: 'ten' } }), 400, 'validation_failed');
  });
});
