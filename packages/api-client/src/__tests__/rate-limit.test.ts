import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../index';
import { readRateLimit } from '../rate-limit/read-rate-limit';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const budget = (rateLimit: string, policy?: string) =>
  readRateLimit(new Headers({ ratelimit: rateLimit, ...(policy === undefined ? {} : { 'ratelimit-policy': policy }) }));

describe('readRateLimit', () => {
  it('reads the draft form: the policy, its quota, what is left and the reset', () => {
    expect(budget('"key";r=599;t=42', '"key";q=600;w=60')).toEqual({ policy: 'key', limit: 600, remaining: 599, resetSeconds: 42 });
  });

  it('ignores parameters it does not know, and spaces', () => {
    expect(budget(' "key" ; r=10 ; t=5 ; pk=:cHJpdmF0ZQ==: ; x="a;b,c"', '"key";q=100;qu="requests";w=60;pk=:cHJpdmF0ZQ==:')).toEqual({
      policy: 'key',
      limit: 100,
      remaining: 10,
      resetSeconds: 5,
    });
  });

  it('takes the policy with the fewest requests left when there are several', () => {
    expect(budget('"burst";r=40;t=1, "day";r=3;t=3600', '"burst";q=50;w=1, "day";q=1000;w=86400')).toEqual({
      policy: 'day',
      limit: 1000,
      remaining: 3,
      resetSeconds: 3600,
    });
  });

  it('reads a token name, a missing policy header and a missing reset', () => {
    expect(budget('key;r=7')).toEqual({ policy: 'key', limit: null, remaining: 7, resetSeconds: null });
  });

  it('unquotes escaped names', () => {
    expect(budget('"a \\"b\\"";r=1', '"a \\"b\\"";q=2')).toEqual({ policy: 'a "b"', limit: 2, remaining: 1, resetSeconds: null });
  });

  it('is null without a readable remaining count', () => {
    expect(readRateLimit(new Headers())).toBeNull();
    expect(budget('"key";t=42')).toBeNull();
    expect(budget('"key";r=-1')).toBeNull();
    expect(budget('"key";r=ten')).toBeNull();
    expect(budget('("a" "b");r=1')).toBeNull();
    expect(budget(',,')).toBeNull();
  });
});

describe('api.rateLimit()', () => {
  it('is null before any answer, then the budget of the latest answer that carried one, errors included', async () => {
    let remaining = 3;
    server = await startTestServer((request) => {
      if (request.path.endsWith('/news')) return { json: { news: [] } };
      remaining -= 1;
      const headers = { 'ratelimit-policy': '"key";q=3;w=60', ratelimit: `"key";r=${remaining};t=30` };
      return remaining > 0
        ? { json: { ok: true }, headers }
        : {
            status: 429,
            json: { statusCode: 429, code: 'rate_limited', message: 'Slow down.' },
            headers: { ...headers, 'retry-after': '30' },
          };
    });
    const api = createApiClient({ baseUrl: server.url, apiKey: 'bk_live_ab12cd34' });
    expect(api.rateLimit()).toBeNull();

    await api.getUser();
    expect(api.rateLimit()).toEqual({ policy: 'key', limit: 3, remaining: 2, resetSeconds: 30 });
    // An answer without the headers leaves the last budget known.
    await api.getNews();
    expect(api.rateLimit()).toEqual({ policy: 'key', limit: 3, remaining: 2, resetSeconds: 30 });
    await api.getUser();
    await api.getUser().catch(() => {});
    expect(api.rateLimit()).toEqual({ policy: 'key', limit: 3, remaining: 0, resetSeconds: 30 });
  });
});
