import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_KEY_PREFIX, MAX_API_KEYS_PER_ACCOUNT } from '@beurs/domain';
import { activities, apiKeys } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, refusal } from '../orders/test-trader';
import { callWithKey, createKey, listKeys } from './api-key-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('API keys: create, list, use, revoke', () => {
  it('shows the secret once, stores only its hash, and never lists it', async () => {
    const trader = await createTrader(server);
    const created = await createKey(server, trader, { name: 'Crossover bot', scopes: ['trade', 'read'] });
    expect(created.secret).toMatch(/^bk_live_[0-9A-Za-z]{12}_[0-9A-Za-z]{32}$/);
    expect(created.key.prefix).toBe(created.secret.slice(0, API_KEY_PREFIX.length + 12));
    expect(created.key.scopes).toEqual(['read', 'trade']);
    const [row] = await server.context.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const listed = await callApi(server, 'getApiKeys', { trader });
    expect(listed.body).not.toContain(created.secret);
    expect(listed.json<{ keys: unknown[] }>().keys).toEqual([created.key]);
  });

  it('answers a call made with the key as the key owner, and refuses an unknown or malformed secret', async () => {
    const trader = await createTrader(server);
    const { secret } = await createKey(server, trader);
    const user = await callWithKey(server, 'getUser', secret);
    expect(user.statusCode).toBe(200);
    expect(user.json<{ user: { id: string } }>().user.id).toBe(trader.userId);
    const wrongSecret = `${secret.slice(0, -4)}AAAA` === secret ? `${secret.slice(0, -4)}BBBB` : `${secret.slice(0, -4)}AAAA`;
    expect(refusal(await callWithKey(server, 'getUser', wrongSecret), 401, 'unauthorized').message).toMatch(/not valid/);
    expect(refusal(await callWithKey(server, 'getUser', 'bk_live_short'), 401, 'unauthorized').message).toMatch(/not valid/);
  });

  it('refuses an expiry in the past and an impossible address, with the field to fix', async () => {
    const trader = await createTrader(server);
    const past = new Date(server.clock.now().getTime() - 1000).toISOString();
    const expired = refusal(
      await callApi(server, 'createApiKey', { trader, body: { name: 'x', scopes: ['read'], expires_at: past } }),
      400,
      'validation_failed',
    );
    expect(expired.fields?.[0]?.path).toBe('expires_at');
    const badAddress = await callApi(server, 'createApiKey', { trader, body: { name: 'x', scopes: ['read'], allowed_ips: ['not-an-ip'] } });
    expect(badAddress.statusCode).toBe(400);
    const noScope = await callApi(server, 'createApiKey', { trader, body: { name: 'x', scopes: [] } });
    expect(noScope.statusCode).toBe(400);
  });

  it(`holds at most ${MAX_API_KEYS_PER_ACCOUNT} live keys, and a revoked key frees its place`, async () => {
    const trader = await createTrader(server);
    const keys = [];
    for (let index = 0; index < MAX_API_KEYS_PER_ACCOUNT; index += 1) keys.push(await createKey(server, trader, { name: `bot ${index}` }));
    const over = refusal(await callApi(server, 'createApiKey', { trader, body: { name: 'one more', scopes: ['read'] } }), 409, 'conflict');
    expect(over.message).toContain(`${MAX_API_KEYS_PER_ACCOUNT} live API keys`);
    expect((await callApi(server, 'revokeApiKey', { trader, body: { id: keys[0]?.key.id } })).statusCode).toBe(200);
    await createKey(server, trader, { name: 'one more' });
  });

  it('lists live keys first, newest first, and revoking is refused at once, idempotent, and own keys only', async () => {
    const trader = await createTrader(server);
    const other = await createTrader(server);
    const first = await createKey(server, trader, { name: 'first' });
    server.clock.advance(1000);
    const second = await createKey(server, trader, { name: 'second' });
    server.clock.advance(1000);
    expect((await callWithKey(server, 'getUser', first.secret)).statusCode).toBe(200);
    const revoked = await callApi(server, 'revokeApiKey', { trader, body: { id: first.key.id } });
    expect(revoked.statusCode).toBe(200);
    const afterRevoke = revoked.json<{ keys: Array<{ name: string; revoked_at: string | null }> }>().keys;
    expect(afterRevoke.map((key) => key.name)).toEqual(['second', 'first']);
    expect(afterRevoke[1]?.revoked_at).not.toBeNull();
    expect(refusal(await callWithKey(server, 'getUser', first.secret), 401, 'unauthorized').message).toMatch(/revoked/);
    const again = await callApi(server, 'revokeApiKey', { trader, body: { id: first.key.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(revoked.json());
    refusal(await callApi(server, 'revokeApiKey', { trader: other, body: { id: second.key.id } }), 404, 'not_found');
    expect((await callWithKey(server, 'getUser', second.secret)).statusCode).toBe(200);
    const kinds = await server.context.db
      .select({ kind: activities.kind, description: activities.description })
      .from(activities)
      .where(eq(activities.userId, trader.userId));
    expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['api_key_created', 'api_key_revoked']));
    expect(await listKeys(server, trader)).toHaveLength(2);
  });

  it('refuses a key past its expiry, by the server clock', async () => {
    const trader = await createTrader(server);
    const expiresAt = new Date(server.clock.now().getTime() + 60_000).toISOString();
    const { secret } = await createKey(server, trader, { expires_at: expiresAt });
    expect((await callWithKey(server, 'getUser', secret)).statusCode).toBe(200);
    server.clock.advance(60_000);
    expect(refusal(await callWithKey(server, 'getUser', secret), 401, 'unauthorized').message).toMatch(/expired/);
    const [listed] = await listKeys(server, trader);
    expect(listed?.expires_at).toBe(expiresAt);
  });

  it('accepts a key only from its allowed addresses and networks', async () => {
    const trader = await createTrader(server);
    const { secret } = await createKey(server, trader, { allowed_ips: ['203.0.113.0/24', '2001:db8::1'] });
    expect((await callWithKey(server, 'getUser', secret, { remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    expect((await callWithKey(server, 'getUser', secret, { remoteAddress: '::ffff:203.0.113.8' })).statusCode).toBe(200);
    expect((await callWithKey(server, 'getUser', secret, { remoteAddress: '2001:db8::1' })).statusCode).toBe(200);
    const refused = refusal(await callWithKey(server, 'getUser', secret, { remoteAddress: '198.51.100.1' }), 401, 'unauthorized');
    expect(refused.message).toContain('198.51.100.1');
    expect(refused.message).toContain('203.0.113.0/24');
  });

  it("writes each key's calls to the activity log once, summed per call, with its last use", async () => {
    const trader = await createTrader(server);
    const { key, secret } = await createKey(server, trader, { name: 'Counting bot' });
    for (let index = 0; index < 3; index += 1) await callWithKey(server, 'getSymbols', secret, { remoteAddress: '203.0.113.7' });
    await callWithKey(server, 'getUser', secret, { remoteAddress: '203.0.113.7' });
    await server.context.apiKeyUsage.flush();
    const rows = await server.context.db.select().from(activities).where(eq(activities.userId, trader.userId));
    const used = rows.filter((row) => row.kind === 'api_key_used');
    expect(used.map((row) => row.description)).toEqual(['API key "Counting bot" made 4 calls from 203.0.113.7: 3 getSymbols, 1 getUser']);
    const [listed] = await listKeys(server, trader);
    expect(listed?.id).toBe(key.id);
    expect(listed?.last_used_ip).toBe('203.0.113.7');
    expect(listed?.last_used_at).not.toBeNull();
  });
});
