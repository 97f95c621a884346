import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '@beurs/domain';
import { RATE_LIMIT_FAMILIES, type RateLimitFamily, type RateLimitSettings } from '../../src/config/rate-limit-settings';
import { startTestServer, type TestServer } from '../test-server';
import { call, expectError } from '../accounts/test-accounts';

const PER_IP = 3;
const GLOBAL = 5;
const SMALL_LIMITS = Object.fromEntries(
  RATE_LIMIT_FAMILIES.map((family) => [family, { perIp: PER_IP, global: GLOBAL, windowSeconds: 60 }]),
) as RateLimitSettings;

/** The calls of each family, taken in turn: calls of one family share its budget. */
const CALLS: Record<RateLimitFamily, { names: EndpointName[]; body?: unknown }> = {
  signIn: { names: ['signin'], body: { email: 'someone@example.com', password: 'not it' } },
  signUp: { names: ['signup'], body: {} },
  refresh: { names: ['refresh'] },
  secondFactor: { names: ['signinSecondFactor'], body: {} },
  pin: { names: ['savePin', 'withdraw'], body: {} },
  upload: { names: ['uploadPassport', 'uploadCard'] },
  passwordReset: { names: ['requestPasswordReset', 'resetPassword'], body: {} },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: SMALL_LIMITS });
});
afterAll(async () => {
  await server.close();
});

describe('abuse limits', () => {
  it.each(RATE_LIMIT_FAMILIES)('limits %s per address, then for everyone, with Retry-After', async (family) => {
    const { names, body } = CALLS[family];
    let turn = 0;
    const send = (from: string) => {
      const name = names[turn % names.length] as EndpointName;
      turn += 1;
      return call(server, name, { from, ...(body === undefined ? {} : { body }) });
    };
    // Per address: the budget is spent whatever the answers were (401s and 400s count too).
    for (let request = 1; request <= PER_IP; request += 1) expect((await send('198.51.100.1')).statusCode).not.toBe(429);
    const overAddress = await send('198.51.100.1');
    expect(expectError(overAddress, 429, 'too_many_requests')).toMatch(
      new RegExp(`from your address: at most ${PER_IP} in a minute\\. Try again in \\d+ seconds?\\.`),
    );
    const wait = Number(overAddress.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);

    // Another address still gets through, until everyone together has spent the global budget.
    expect((await send('198.51.100.2')).statusCode).not.toBe(429);
    expect((await send('198.51.100.3')).statusCode).not.toBe(429);
    const overGlobal = await send('198.51.100.4');
    expect(expectError(overGlobal, 429, 'too_many_requests')).toContain('The platform is receiving too many');
    expect(Number(overGlobal.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('leaves calls outside the limited families alone', async () => {
    for (let request = 1; request <= GLOBAL + 2; request += 1) {
      expect((await call(server, 'getCountries', { from: '198.51.100.9' })).statusCode).toBe(200);
    }
  });
});
