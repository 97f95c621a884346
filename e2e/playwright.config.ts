import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ONE_ADDRESS_LIMITS_ENV } from './support/one-address-limits';

const port = Number(process.env.E2E_PORT ?? 7811);
/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the old headless mode that
 * Playwright itself runs headless) when installed, else the full browser. The shell skips the
 * browser's own UI and GPU process: the public route journeys took 1.7 min in it against 3.3 min
 * in the full browser on CI's two cores, the whole suite 9.2 min against 15.1 min.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
// A fresh embedded database for every run: the seeded demo data and nothing else.
const dataDir = mkdtempSync(join(tmpdir(), 'beurs-e2e-'));

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the real server,
 * which serves the built public site at / and the terminal at /terminal on one port.
 */
export default defineConfig({
  testDir: './tests',
  // CI's machine is at times several times slower than a developer's (a whole journey run took
  // 12 min there against 4 min here, every journey alike): its deadlines are twice as long, so a
  // slow machine is not reported as a broken product. A journey that hangs still fails.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  // Two at a time on CI's two cores: each journey's browser, the server and the runner share
  // them, and four at a time starved the chart screens until they missed their deadlines.
  workers: 2,
  // In CI a journey that fails is run once more: on a loaded 2-core machine a browser can miss a
  // deadline that says nothing about the product. A pass on the retry is reported as flaky in
  // the run's summary, never counted as clean; locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
  },
  projects: [
    // Separate output folders, so the two projects can run at the same time.
    { name: 'public', testDir: './tests/public', outputDir: 'test-results/public' },
    { name: 'terminal', testDir: './tests/terminal', outputDir: 'test-results/terminal' },
    // The example programs of examples/, run against a broker of their own.
    { name: 'examples', testDir: './tests/examples', outputDir: 'test-results/examples' },
    // The published packages' README examples, run from their packed tarballs.
    // Their browser pages are handed to Chromium by the test (page.route), so they have no address
    // of their own and Chromium's local network checks would block their socket to 127.0.0.1.
    {
      name: 'sdk',
      testDir: './tests/sdk',
      outputDir: 'test-results/sdk',
      use: { launchOptions: { executablePath: chromiumPath, args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] } },
    },
  ],
  webServer: {
    command: 'pnpm --filter @beurs/server start',
    url: `http://127.0.0.1:${port}/api/v1/countries/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...ONE_ADDRESS_LIMITS_ENV,
    },
  },
});
