import { expect, test } from '../../support/fixtures';

// The public pages show the broker's simulated prices without a session, by a short poll of a
// cached answer (no socket on the public site).

test.describe('live prices on the public pages', () => {
  test('the home page shows the simulated bid and ask with their time, and asks again while shown', async ({ page }) => {
    const quoteRequests: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/quotes/') quoteRequests.push(request.headers().authorization);
    });
    await page.goto('/');
    const table = page.getByRole('table', { name: /market simulator \(paper trading, no real market\), as of \d{2}:\d{2}:\d{2} UTC/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /EURUSD/ })).toContainText(/\d\.\d{5} USD/);
    await expect(table.getByRole('row', { name: /BTCUSD/ })).toContainText('Open');
    await expect.poll(() => quoteRequests.length, { timeout: 12_000 }).toBeGreaterThanOrEqual(2);
    expect(quoteRequests.every((authorization) => authorization === undefined)).toBe(true);
  });

  test('a market page shows the live prices of its own market', async ({ page }) => {
    await page.goto('/markets/crypto');
    const table = page.getByRole('table', { name: /as of \d{2}:\d{2}:\d{2} UTC/ });
    await expect(table.getByRole('row', { name: /BTCUSD/ })).toContainText(/Open|Closed/);
    await expect(table.getByRole('row', { name: /EURUSD/ })).toHaveCount(0);
  });
});
