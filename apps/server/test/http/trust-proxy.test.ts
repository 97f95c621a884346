import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity, DeviceSession } from '@beurs/domain';
import { loadConfig } from '../../src/config/config';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount } from '../accounts/test-accounts';

/** Signs in through `remoteAddress` with a forged or forwarded X-Forwarded-For; answers what the account's records show. */
async function signInVia(server: TestServer, options: { remoteAddress: string; forwardedFor: string }) {
  const account = await createAccount(server);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email: account.email, password: account.password },
    headers: { 'x-forwarded-for': options.forwardedFor, 'user-agent': 'ProxyTest/1.0' },
    remoteAddress: options.remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { accessToken } = response.json<{ accessToken: string }>();
  const activities = (await call(server, 'getActivities', { token: account.accessToken, body: {} })).json<{ activities: Activity[] }>()
    .activities;
  const sessions = (await call(server, 'getSessions', { token: accessToken })).json<{ sessions: DeviceSession[] }>().sessions;
  return {
    activityIp: activities.find((row) => row.kind === 'sign_in' && row.user_agent === 'ProxyTest/1.0')?.ip,
    sessionIp: sessions.find((session) => session.current)?.ip,
  };
}

describe('X-Forwarded-For without TRUST_PROXY (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('ignores a forged header: the activity log and the device list show the real address', async () => {
    const seen = await signInVia(server, { remoteAddress: '203.0.113.80', forwardedFor: '6.6.6.6' });
    expect(seen).toEqual({ activityIp: '203.0.113.80', sessionIp: '203.0.113.80' });
  });
});

describe('X-Forwarded-For with TRUST_PROXY=10.0.0.0/8', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: ['10.0.0.0/8'] });
  });
  afterAll(async () => {
    await server.close();
  });

  it('takes the client address the trusted proxy forwards', async () => {
    const seen = await signInVia(server, { remoteAddress: '10.1.2.3', forwardedFor: '198.51.100.44' });
    expect(seen).toEqual({ activityIp: '198.51.100.44', sessionIp: '198.51.100.44' });
  });

  it('takes the address the proxy saw, not one the client wrote before it', async () => {
    const seen = await signInVia(server, { remoteAddress: '10.1.2.3', forwardedFor: '6.6.6.6, 198.51.100.45' });
    expect(seen.activityIp).toBe('198.51.100.45');
  });

  it('ignores the header from a sender outside the trusted range', async () => {
    const seen = await signInVia(server, { remoteAddress: '203.0.113.81', forwardedFor: '6.6.6.6' });
    expect(seen.activityIp).toBe('203.0.113.81');
  });
});

describe('TRUST_PROXY setting', () => {
  it('is off by default and reads a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
  });

  it('refuses values that would let a client choose its own address, saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/name the proxies instead/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/hop count.*name the proxies instead/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/IP address, a CIDR range/);
  });

  it('reads the abuse limits from the environment', () => {
    const config = loadConfig({ RATE_LIMIT_SIGN_UP_PER_IP: '500', RATE_LIMIT_SIGN_UP_WINDOW_SECONDS: '60' });
    expect(config.rateLimits.signUp).toEqual({ perIp: 500, global: 300, windowSeconds: 60 });
    expect(() => loadConfig({ RATE_LIMIT_PIN_GLOBAL: 'lots' })).toThrow(/RATE_LIMIT_PIN_GLOBAL must be a whole number/);
  });
});
