import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { STORYBOOK_BUILD_COMMAND } from '../../src/http/storybook';
import { startTestServer, type TestServer } from '../test-server';
import { createBuiltApps, HOME_INLINE_SCRIPT_HASH } from './built-apps';
import { parseCsp } from './csp';

/** The manager page's two inline scripts, as Storybook writes them: its settings, then its module loader. */
const MANAGER_INLINE_SCRIPT = 'window[\'CONFIG_TYPE\'] = "PRODUCTION";';
const MANAGER_MODULE_SCRIPT = "import './sb-manager/runtime.js';";
/** Their CSP sources: sha256 of each text above, base64 (`printf %s "…" | openssl dgst -sha256 -binary | base64`). */
const MANAGER_SCRIPT_HASHES = [
  "'sha256-avoBKvhWnaShyKZQI4Khhmr+Y5Cp0vJoMBib8FIzn8I='",
  "'sha256-buqGFwOTYIRGL2KX+fVhOEe0N/fbZcJYNWsDJgQJZbE='",
];

/** A Storybook build the way `storybook build` lays it out: the manager, the preview it frames, a hashed asset. */
function createStorybookBuild(): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'beurs-storybook-')), 'storybook-static');
  mkdirSync(join(folder, 'assets'), { recursive: true });
  mkdirSync(join(folder, 'sb-manager'), { recursive: true });
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Storybook</title></head><body><div id="root"></div>` +
      `<script>${MANAGER_INLINE_SCRIPT}</script><script type="module">${MANAGER_MODULE_SCRIPT}</script></body></html>`,
  );
  writeFileSync(
    join(folder, 'iframe.html'),
    '<!doctype html><html lang="en"><body><div id="storybook-root"></div><script type="module" src="./assets/iframe-Ab12Cd34.js"></script></body></html>',
  );
  writeFileSync(join(folder, 'sb-manager', 'runtime.js'), 'export {};\n');
  writeFileSync(join(folder, 'assets', 'iframe-Ab12Cd34.js'), 'export {};\n');
  return folder;
}

/** The headers of every page of the port, Storybook included. */
function expectBrowserHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
}

/** Storybook's policy: its own scripts and hashed inline scripts, frames from and to this origin only. */
function expectStorybookPolicy(response: LightMyRequestResponse, scriptHashes: readonly string[]): void {
  const csp = parseCsp(response.headers['content-security-policy']);
  expect(csp.get('script-src')).toEqual(["'self'", ...scriptHashes]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expectBrowserHeaders(response);
}

describe('the built Storybook at /storybook/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...createBuiltApps(), storybookDir: createStorybookBuild(), seedDemoData: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves its index.html as HTML under its own policy, revalidated on every use', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/storybook/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(MANAGER_INLINE_SCRIPT);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    expectStorybookPolicy(response, MANAGER_SCRIPT_HASHES);
  });

  it('serves its files, keeping the content-hashed assets for a year', async () => {
    const preview = await server.app.inject({ method: 'GET', url: '/storybook/iframe.html' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
    expectStorybookPolicy(preview, MANAGER_SCRIPT_HASHES);

    const runtime = await server.app.inject({ method: 'GET', url: '/storybook/sb-manager/runtime.js' });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(runtime.headers['cache-control']).toBe('no-cache');

    const asset = await server.app.inject({ method: 'GET', url: '/storybook/assets/iframe-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectStorybookPolicy(asset, MANAGER_SCRIPT_HASHES);
  });

  it('redirects /storybook to /storybook/, keeping the query, since the build links relatively', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/storybook?path=/story/button--primary' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/storybook/?path=/story/button--primary');
  });

  it('answers a path that is not in the build with a 404 page, not the public site', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/storybook/no-such-story.html' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('There is no file at this address in the Storybook');
    expectStorybookPolicy(response, MANAGER_SCRIPT_HASHES);
  });

  it('is read-only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await server.app.inject({ method, url: '/storybook/index.html' });
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('keeps the stricter policy of the public site and the terminal', async () => {
    for (const url of ['/', '/terminal/dashboard', '/storybook-like-page']) {
      const response = await server.app.inject({ method: 'GET', url });
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'", HOME_INLINE_SCRIPT_HASH]);
      expect(csp.get('frame-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('/storybook/ on a server without a Storybook build', () => {
  let server: TestServer;
  beforeAll(async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'beurs-storybook-')), 'storybook-static');
    server = await startTestServer({ ...createBuiltApps(), storybookDir: missing, seedDemoData: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a 404 page that says how to build it, never the public site or a 500', async () => {
    for (const url of ['/storybook/', '/storybook/index.html', '/storybook/iframe.html?id=button--primary']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('Storybook is not built');
      expect(response.body, url).toContain(STORYBOOK_BUILD_COMMAND);
      expectStorybookPolicy(response, []);
    }
  });
});
