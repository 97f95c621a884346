import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config/config';
import { inlineScriptHashes, pageScriptHashes } from '../../src/http/inline-script-hashes';
import { startTestServer, type TestServer } from '../test-server';
import { call, createAccount } from '../accounts/test-accounts';
import { createBuiltApps, HOME_INLINE_SCRIPT, HOME_INLINE_SCRIPT_HASH } from './built-apps';
import { parseCsp } from './csp';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(createBuiltApps());
});
afterAll(async () => {
  await server.close();
});

/** The headers every answer carries, page or API (issue #9: frames, sniffing, referrer). */
function expectBrowserHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
  // HSTS only when the operator says the platform is HTTPS-only (HSTS=on).
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

function expectPagePolicy(response: LightMyRequestResponse): void {
  const csp = parseCsp(response.headers['content-security-policy']);
  expect(csp.get('script-src')).toEqual(["'self'", HOME_INLINE_SCRIPT_HASH]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
}

describe('browser security headers', () => {
  it('gives the prerendered home page a policy that runs its own inline script and nothing else inline', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(HOME_INLINE_SCRIPT);
    expectPagePolicy(response);
    expectBrowserHeaders(response);
  });

  it('gives every client-side route of the public site and the terminal the same policy', async () => {
    for (const url of ['/markets/forex', '/no-such-page', '/terminal', '/terminal/dashboard', '/terminal/account/security']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expectPagePolicy(response);
      expectBrowserHeaders(response);
    }
  });

  it('sends the headers with the apps\u2019 assets too', async () => {
    for (const url of ['/assets/index.js', '/terminal/assets/index.js']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectPagePolicy(response);
      expectBrowserHeaders(response);
    }
  });

  it('gives API answers, refusals and unknown paths the same headers with a policy that allows nothing', async () => {
    const account = await createAccount(server);
    const answers = [
      await call(server, 'getCountries'),
      await call(server, 'getUser', { token: account.accessToken }),
      await call(server, 'getUser'),
      await server.app.inject({ method: 'GET', url: '/api/v1/nope' }),
      await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 401, 404, 200]);
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
      expectBrowserHeaders(response);
    }
  });
});

describe('HSTS switch', () => {
  it('sends Strict-Transport-Security for a year and upgrades stray http:// loads when HSTS is on', async () => {
    const https = await startTestServer({ ...createBuiltApps(), hsts: true, seedDemoData: false });
    try {
      for (const url of ['/', '/terminal/dashboard', '/api/v1/countries/']) {
        const response = await https.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
      const page = await https.app.inject({ method: 'GET', url: '/' });
      expect(parseCsp(page.headers['content-security-policy']).get('upgrade-insecure-requests')).toEqual([]);
    } finally {
      await https.close();
    }
  });

  it('reads HSTS from the environment and names a bad value', () => {
    expect(loadConfig({}).hsts).toBe(false);
    expect(loadConfig({ HSTS: 'on' }).hsts).toBe(true);
    expect(() => loadConfig({ HSTS: 'sometimes' })).toThrow('HSTS must be true or false, got "sometimes"');
  });
});

describe('inline script hashes', () => {
  it('hashes code between the tags exactly and skips external scripts and data blocks', () => {
    const html = `<script src="/a.js"></script><script type="application/json">{"x":1}</script><script>${HOME_INLINE_SCRIPT}</script><script type="module">go()</script>`;
    expect(inlineScriptHashes(html)).toEqual([HOME_INLINE_SCRIPT_HASH, "'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='"]);
  });

  it('hashes the pages that are there when an app folder is being rebuilt', () => {
    const { webPublicDir, terminalDir } = createBuiltApps();
    // A build empties its output folder first: the page found a moment ago is gone.
    rmSync(join(terminalDir, 'index.html'));
    expect(pageScriptHashes([webPublicDir, terminalDir])).toEqual([HOME_INLINE_SCRIPT_HASH]);
  });
});
