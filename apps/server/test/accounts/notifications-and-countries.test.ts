import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country, Notification } from '@beurs/domain';
import { seedCountries } from '../../src/seed/accounts-seed';
import { notifyUserCommand } from '../../src/cli/notify-command';
import { startTestServer, type TestServer } from '../test-server';
import { operatorContext } from '../cli/operator-fixture';
import { call, createAccount, expectError, type TestAccount } from './test-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type List = { notifications: Notification[]; unread: number };
const list = async (account: TestAccount) => (await call(server, 'getNotifications', { token: account.accessToken })).json<List>();
const read = (account: TestAccount, body?: unknown) => call(server, 'readNotifications', { token: account.accessToken, body });

describe('/notifications/', () => {
  it('lists the welcome notification, newest first, with the unread count', async () => {
    const account = await createAccount(server);
    server.clock.advance(1000);
    await notifyUserCommand(operatorContext(server), { email: account.email, title: 'Maintenance', body: 'Sunday 02:00 UTC' });
    const { notifications, unread } = await list(account);
    expect(unread).toBe(2);
    expect(notifications.map((row) => row.title)).toEqual(['Maintenance', expect.stringContaining('Welcome to')]);
    expect(notifications.every((row) => !row.read)).toBe(true);
  });

  it('marks one read by id, or all', async () => {
    const account = await createAccount(server);
    await notifyUserCommand(operatorContext(server), { email: account.email, title: 'One', body: 'x' });
    const before = await list(account);
    const target = before.notifications[0];
    if (!target) throw new Error('no notification');
    const one = await read(account, { id: target.id });
    expect(one.statusCode).toBe(200);
    expect(one.json<List>().unread).toBe(before.unread - 1);
    expect(one.json<List>().notifications.find((row) => row.id === target.id)?.read).toBe(true);
    const all = await read(account, {});
    expect(all.json<List>().unread).toBe(0);
    // Without a body at all, as the spec's client may send it.
    expect((await read(account)).statusCode).toBe(200);
  });

  it("answers 404 for someone else's notification and 400 for a malformed id", async () => {
    const anna = await createAccount(server);
    const bram = await createAccount(server);
    const annas = (await list(anna)).notifications[0];
    if (!annas) throw new Error('no notification');
    expect(expectError(await read(bram, { id: annas.id }), 404, 'not_found')).toBe(
      'There is no notification with this id in your account.',
    );
    expect((await list(anna)).unread).toBe(1);
    expect(expectError(await read(bram, { id: 'abc' }), 400, 'validation_failed')).toBe('Id: must be a valid id');
  });

  it('needs a token', async () => {
    expectError(await call(server, 'getNotifications'), 401, 'unauthorized');
  });
});

describe('/countries/', () => {
  it('lists 60+ countries by name without a token, the Netherlands included', async () => {
    const response = await call(server, 'getCountries');
    expect(response.statusCode).toBe(200);
    const { countries } = response.json<{ countries: Country[] }>();
    expect(countries.length).toBeGreaterThanOrEqual(60);
    expect(countries).toContainEqual({ id: 528, name: 'Netherlands', code: 'NL', phone_code: '+31' });
    const names = countries.map((country) => country.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });

  it('seeds idempotently', async () => {
    const before = (await call(server, 'getCountries')).json<{ countries: Country[] }>().countries.length;
    await seedCountries(server.context);
    expect((await call(server, 'getCountries')).json<{ countries: Country[] }>().countries.length).toBe(before);
  });
});
