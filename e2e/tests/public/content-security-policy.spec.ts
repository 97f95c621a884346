import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { cspViolations, expectStrictPolicy, recordCspViolations } from '../../support/csp-violations';
import { PUBLIC_ROUTES } from './public-routes';

test.describe('the public site under its Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    await recordCspViolations(page);
  });

  // Each route's page is checked under the policy by its visit in routes.spec.ts.

  test('the test chart draws its Highcharts candles with no policy violation', async ({ page }) => {
    await page.goto('/test-chart');
    const chart = page.locator('.highcharts-container');
    await expect(chart.locator('.highcharts-candlestick-series .highcharts-point').first()).toBeVisible();
    expect(await chart.locator('.highcharts-candlestick-series .highcharts-point').count()).toBeGreaterThan(20);
    expect(await cspViolations(page)).toEqual([]);
  });
});

test.describe('the prerendered home page without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('shows its content and the risk warning from the HTML alone', async ({ page }) => {
    await expectStrictPolicy(await page.goto('/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_ROUTES[0]?.heading ?? '');
    await expect(page.getByRole('complementary', { name: 'Risk warning' })).toBeVisible();
    // The live prices need the script's poll; the section around them is in the HTML.
    await expect(page.getByRole('heading', { name: 'Market overview' })).toBeVisible();
  });
});

/** `pnpm test` and `pnpm start` build it before the server starts; `build-storybook` alone does too. */
const storybookBuilt = existsSync(fileURLToPath(new URL('../../../packages/ui/storybook-static/index.html', import.meta.url)));

test.describe('the Storybook under its own policy', () => {
  test.skip(!storybookBuilt, 'Storybook is not built: pnpm --filter @beurs/ui build-storybook, then start the server again');

  test.beforeEach(async ({ page }) => {
    await recordCspViolations(page);
  });

  test('runs its manager and draws a story in its preview frame with no policy violation', async ({ page }) => {
    // The manager, then the preview's bundle, then the story: over 20 s on a busy two-core machine
    // (measured 24 s while the other journeys ran). What is checked is the policy, not the speed.
    test.slow();
    const response = await page.goto('/storybook/?path=/story/components-button--primary');
    expect((await response?.allHeaders())?.['content-security-policy']).toContain("frame-ancestors 'self'");
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expect(preview.getByRole('button').first()).toBeVisible({ timeout: 60_000 });
    expect(await cspViolations(page)).toEqual([]);
    const frame = page.frame({ url: /\/storybook\/iframe\.html/ });
    expect(await frame?.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  });
});
