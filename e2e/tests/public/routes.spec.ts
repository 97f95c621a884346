import { seriousAxeViolations } from '../../support/axe';
import { cspViolations, expectStrictPolicy, recordCspViolations } from '../../support/csp-violations';
import { expect, test } from '../../support/fixtures';
import { PUBLIC_ROUTES, RISK_WARNING_START } from './public-routes';

test.describe('every public route', () => {
  // The routes are independent visits: spread them over the workers instead of one after another.
  test.describe.configure({ mode: 'parallel' });
  // One visit per route checks the page, its Content-Security-Policy and its accessibility: a
  // browser journey's cost is mostly the visit, so three visits of each page tripled it.
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} renders its heading, title and the risk warning, under the policy and accessibly`, async ({ page }) => {
      await recordCspViolations(page);
      await expectStrictPolicy(await page.goto(route.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(`${route.heading} | Beurs`);
      await expect(page.getByRole('complementary', { name: 'Risk warning' })).toContainText(RISK_WARNING_START);
      await expect(page.getByRole('banner')).toContainText('Demo platform: virtual funds');
      // The operator from /platform, with the plain statement while no LEI or registration ID is configured.
      await expect(page.getByRole('contentinfo')).toContainText('not authorised by any financial regulator');
      await expect(page.locator('body')).not.toContainText(/upon request/i);
      // What loads after the first paint (the operator's details, the page's own data), then
      // lazy pages, fonts and data calls: all of it has run under the policy.
      await expect(page.getByRole('contentinfo')).toContainText('Support email');
      await expect(page.locator('.bx-skeleton')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page)).toEqual([]);
      // WCAG 2.1 A and AA with axe: no serious or critical violation.
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('links move between pages and update the title and description', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn' }).click();
    await expect(page).toHaveURL('/learn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn to trade CFDs');
    await page.getByRole('link', { name: '2. Margin and leverage' }).click();
    await expect(page).toHaveURL('/ltt/how-to-trade-cfd');
    await expect(page).toHaveTitle('Margin and leverage | Beurs');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /margin and leverage work/);
    await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Pending orders' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pending orders');
  });

  test('the home page loads neither Highcharts nor socket.io', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/');
    await expect(page.getByRole('table')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    for (const body of bodies) {
      expect(body).not.toContain('Highcharts Stock');
      expect(body).not.toContain('socket.io');
    }
  });

  test('the test chart draws a Highcharts Stock candlestick of the sample candles', async ({ page }) => {
    await page.goto('/test-chart');
    const chart = page.locator('.highcharts-container');
    await expect(chart).toBeVisible();
    await expect(chart.locator('.highcharts-candlestick-series .highcharts-point').first()).toBeVisible();
    expect(await chart.locator('.highcharts-candlestick-series .highcharts-point').count()).toBeGreaterThan(20);
    await expect(page.getByText('Sample candles (not market data)').first()).toBeVisible();
  });
});
