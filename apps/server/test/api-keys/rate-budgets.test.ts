import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, refusal, renewSession } from '../orders/test-trader';
import { callWithKey, createKey } from './api-key-helpers';

let server: TestServer;
beforeAll(async () => {
  // Tiny budgets, so a test spends one in a few calls.
  server = await startTestServer({
    rateBudgets: {
      key: { requests: 3, windowSeconds: 60 },
      user: { requests: 4, windowSeconds: 30 },
      address: { requests: 2, windowSeconds: 10 },
    },
  });
});
afterAll(async () => {
  await server.close();
});

/** `"key";r=2;t=60` read back into its parts. */
function readRateLimit(header: unknown): { policy: string; remaining: number; reset: number } {
  const match = /^"(\w+)";r=(\d+);t=(\d+)$/.exec(String(header));
  if (!match) throw new Error(`not a RateLimit header: ${String(header)}`);
  return { policy: match[1] ?? '', remaining: Number(match[2]), reset: Number(match[3]) };
}

describe('request budgets shown on every answer', () => {
  it("counts an API key's calls against the key's budget, then refuses with 429 and when to retry", async () => {
    const trader = await createTrader(server);
    const { secret } = await createKey(server, trader);
    const remaining: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await callWithKey(server, 'getUser', secret);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-policy']).toBe('"key";q=3;w=60');
      const limit = readRateLimit(response.headers.ratelimit);
      expect(limit.policy).toBe('key');
      expect(limit.reset).toBeGreaterThan(0);
      expect(limit.reset).toBeLessThanOrEqual(60);
      remaining.push(limit.remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const refused = await callWithKey(server, 'getUser', secret);
    const body = refusal(refused, 429, 'rate_limited') as { message: string; retry_after_seconds?: number };
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(body.retry_after_seconds).toBe(Number(refused.headers['retry-after']));
    expect(body.message).toMatch(/^Too many requests: this API key may make 3 in a minute\. Try again in \d+ seconds?\.$/);
    expect(readRateLimit(refused.headers.ratelimit).remaining).toBe(0);
    // The person's own session has a budget of its own.
    const own = await callApi(server, 'getUser', { trader });
    expect(own.statusCode).toBe(200);
    expect(own.headers['ratelimit-policy']).toBe('"user";q=4;w=30');
  });

  it("counts a person's calls per user, across their sessions", async () => {
    const trader = await createTrader(server);
    const otherDevice = await renewSession(server, trader);
    for (const session of [trader, otherDevice, trader, otherDevice]) {
      expect((await callApi(server, 'getSymbols', { trader: session })).statusCode).toBe(200);
    }
    const refused = refusal(await callApi(server, 'getNews', { trader: otherDevice }), 429, 'rate_limited');
    expect(refused.message).toContain('your account may make 4 in 30 seconds');
  });

  it('counts anonymous calls and calls refused before authentication per address', async () => {
    const remoteAddress = '198.51.100.23';
    const countries = await server.app.inject({ method: 'GET', url: '/api/v1/countries/', remoteAddress });
    expect(countries.statusCode).toBe(200);
    expect(countries.headers['ratelimit-policy']).toBe('"address";q=2;w=10');
    expect(readRateLimit(countries.headers.ratelimit).remaining).toBe(1);
    const unauthorized = await server.app.inject({
      method: 'POST',
      url: '/api/v1/users/',
      remoteAddress,
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['ratelimit-policy']).toBe('"address";q=2;w=10');
    expect(readRateLimit(unauthorized.headers.ratelimit).remaining).toBe(0);
    const spent = await server.app.inject({ method: 'GET', url: '/api/v1/countries/', remoteAddress });
    expect(refusal(spent, 429, 'rate_limited').message).toContain('your address may make 2 in 10 seconds');
  });

  it('shows the budget on the calls registered by hand too: logout, a document, the API documents', async () => {
    const trader = await createTrader(server);
    const document = await server.app.inject({
      method: 'GET',
      url: '/api/v1/users/documents/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${trader.accessToken}` },
    });
    expect(document.statusCode).toBe(404);
    expect(document.headers['ratelimit-policy']).toBe('"user";q=4;w=30');
    const logout = await callApi(server, 'logout', { trader });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['ratelimit-policy']).toBe('"user";q=4;w=30');
    expect(readRateLimit(logout.headers.ratelimit).remaining).toBe(2);
    for (const url of ['/api/v1/openapi.json', '/api/v1/asyncapi.json']) {
      const answer = await server.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.77' });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['ratelimit-policy'], url).toBe('"address";q=2;w=10');
    }
  });
});
