import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPE_OF, ENDPOINTS, type ApiKeyScope, type EndpointName } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { createTrader } from '../orders/test-trader';
import { CONTRACT_SAMPLES } from '../hardening/contract-samples';
import { callWithKey, createKey } from './api-key-helpers';

let server: TestServer;
/** One key per set of scopes, each on an account of its own so a trade of one does not disturb the others. */
const secrets = new Map<string, string>();
const KEY_SCOPES: ReadonlyArray<readonly ApiKeyScope[]> = [['read'], ['trade'], ['read', 'trade']];

beforeAll(async () => {
  server = await startTestServer();
  for (const scopes of KEY_SCOPES) {
    const trader = await createTrader(server);
    secrets.set(scopes.join('+'), (await createKey(server, trader, { name: `${scopes.join('+')} bot`, scopes: [...scopes] })).secret);
  }
});
afterAll(async () => {
  await server.close();
});

/** A query's values as the text a URL carries. */
function asQuery(sample: Record<string, unknown> | null): Record<string, string> {
  return Object.fromEntries(Object.entries(sample ?? {}).map(([key, value]) => [key, String(value)]));
}

async function callAs(name: EndpointName, secret: string) {
  const sample = CONTRACT_SAMPLES[name];
  const body = ENDPOINTS[name].body;
  return callWithKey(server, name, secret, {
    ...(body === 'json' ? { body: sample ?? {} } : {}),
    ...(body === 'query' ? { query: asQuery(sample) } : {}),
  });
}

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

describe.each(KEY_SCOPES.map((scopes) => [scopes.join('+'), scopes] as const))('every call with a %s key', (label, scopes) => {
  it.each(NAMES)('%s: refused with api_key_scope when the key may not make it, never a 500', async (name) => {
    const secret = secrets.get(label);
    if (!secret) throw new Error(`no ${label} key`);
    const needed = API_KEY_SCOPE_OF[name];
    const response = await callAs(name, secret);
    expect(response.statusCode, response.body).toBeLessThan(500);
    const answer = response.statusCode >= 400 ? response.json<{ code: string; message: string }>() : null;
    if (needed === null) {
      expect(response.statusCode, response.body).toBe(403);
      expect(answer?.code).toBe('api_key_scope');
      expect(answer?.message).toMatch(/^API keys cannot .+: sign in to the terminal for this\.$/);
    } else if (!scopes.includes(needed)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(answer?.code).toBe('api_key_scope');
      expect(answer?.message).toContain(`create a key with the ${needed} scope to`);
    } else {
      // Allowed: whatever the call answers (an empty account may be refused a close), it is not about the key.
      expect([401, 403].includes(response.statusCode) && answer?.code !== 'account_frozen', response.body).toBe(false);
    }
  });
});

describe('the exact refusals', () => {
  it('names the action closed to keys and the scope a read key lacks', async () => {
    const read = secrets.get('read') ?? '';
    expect((await callAs('changePassword', read)).json<{ message: string }>().message).toBe(
      'API keys cannot change the password: sign in to the terminal for this.',
    );
    expect((await callAs('openOrder', read)).json<{ message: string }>().message).toBe(
      'This key has the read scope only: create a key with the trade scope to open orders.',
    );
  });

  it('holds the statement files and the document download to the same rules', async () => {
    const read = secrets.get('read') ?? '';
    const csv = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/statement.csv',
      headers: { authorization: `Bearer ${read}` },
    });
    expect(csv.statusCode, csv.body).not.toBe(401);
    expect(csv.statusCode).toBeLessThan(500);
    expect(csv.headers['ratelimit-policy']).toMatch(/^"key";/);
    const trade = secrets.get('trade') ?? '';
    const tradeCsv = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/statement.csv',
      headers: { authorization: `Bearer ${trade}` },
    });
    expect(tradeCsv.statusCode).toBe(403);
    const document = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/documents/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${read}` },
    });
    expect(document.statusCode).toBe(403);
    expect(document.json<{ code: string }>().code).toBe('api_key_scope');
  });
});
