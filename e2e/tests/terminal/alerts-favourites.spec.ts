import type { Locator } from '@playwright/test';
import { allowRefusedRequests } from '../../support/expected-console-errors';
import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

/** The bid the alert form shows now, moved by `cents` (BTCUSD quotes two decimals). */
async function bidMovedBy(form: Locator, cents: number): Promise<string> {
  const hint = (await form.getByText(/^Bid now /).textContent()) ?? '';
  const bid = Number(hint.replace('Bid now ', '').replace(/,/g, ''));
  return ((Math.round(bid * 100) + cents) / 100).toFixed(2);
}

/**
 * Sets an alert 3 USD from the bid shown (simulated Bitcoin moves about that much a second, so
 * it is soon reached). The market may pass the price before the call arrives: the server then
 * refuses it (422, "already at or above"), and the journey tries again at the new bid.
 */
async function setAlertNextToBid(form: Locator, condition: 'above' | 'below'): Promise<void> {
  await expect(async () => {
    await form.getByLabel('When').selectOption(condition);
    await form.getByLabel('Price').fill(await bidMovedBy(form, condition === 'above' ? 300 : -300));
    await form.getByRole('button', { name: 'Set alert' }).click();
    await expect(form.page().getByText(new RegExp(`Alert set: BTCUSD bid ${condition} `))).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

test.describe('favourites and price alerts at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('stars an instrument into Favourites, then sets alerts on either side of the bid and sees one fire', async ({
    page,
    pageErrors,
    request,
  }) => {
    // The production chart and live orders on a machine shared by two workers: three times the deadline.
    test.slow();
    const tokens = await signUpAndSignIn(request);
    await openTerminal(page, tokens, 'exchange');
    const list = page.getByRole('region', { name: 'Instrument list' });
    await list.getByLabel('Search').fill('BTCUSD');
    await list.getByRole('button', { name: 'Add BTCUSD to Favourites' }).click();
    await expect(list.getByRole('button', { name: 'Remove BTCUSD from Favourites' })).toHaveAttribute('aria-pressed', 'true');

    // Favourites are the account's, kept by the server: after a reload the exchange opens on
    // them (what the trader can trade first), the filter on.
    await page.reload();
    await expect(list.getByRole('button', { name: '★ Favourites' })).toHaveAttribute('aria-pressed', 'true');
    await expect(list.locator('tr[data-instrument-id]')).toHaveCount(1);
    await expect(list.locator('tr[data-instrument-id="BTCUSD"]')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Remove BTCUSD from Favourites' })).toHaveAttribute('aria-pressed', 'true');
    await list.locator('tr[data-instrument-id="BTCUSD"]').click();

    const panel = page.getByRole('region', { name: 'Positions and orders' });
    await panel.getByRole('button', { name: /^Alerts \(0\)$/ }).click();
    const form = panel.getByRole('form', { name: 'New price alert on BTCUSD' });
    await setAlertNextToBid(form, 'above');
    await setAlertNextToBid(form, 'below');

    // The simulated market moves every second: one of the two is reached within a few ticks,
    // announced at once, and listed as reached with the bid that reached it.
    await expect(page.getByText(/BTCUSD reached /).first()).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByText('Reached').first()).toBeVisible();
    await expect(panel.getByText(/^Reached at [\d.]+ on /).first()).toBeVisible();
    allowRefusedRequests(pageErrors, [422]);
  });
});

test.describe('favourites and price alerts at 375×812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('stars from the list, opens the instrument, sets alerts and sees one fire, without sideways scrolling', async ({
    page,
    pageErrors,
    request,
  }) => {
    // The production chart and live orders on a machine shared by two workers: three times the deadline.
    test.slow();
    const tokens = await signUpAndSignIn(request);
    await openTerminal(page, tokens, 'exchange');
    await page.getByLabel('Search').fill('BTCUSD');
    await page.getByRole('button', { name: 'Add BTCUSD to Favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove BTCUSD from Favourites' })).toHaveAttribute('aria-pressed', 'true');
    // The star stays on the list; the row opens the instrument.
    await expect(page.getByRole('heading', { name: 'Pick an instrument' })).toBeAttached();
    await page.locator('tr[data-instrument-id="BTCUSD"]').getByTestId('quote-bid').click();

    const form = page.getByRole('form', { name: 'New price alert on BTCUSD' });
    await setAlertNextToBid(form, 'below');
    const alerts = page.getByRole('list', { name: 'Price alerts on BTCUSD' });
    await expect(alerts.getByText(/^BTCUSD bid below /)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    // With one on either side of the bid, the moving market reaches one within a few ticks: the
    // phone hears of it at once and lists it as reached.
    await setAlertNextToBid(form, 'above');
    await expect(page.getByText(/BTCUSD reached /).first()).toBeVisible({ timeout: 60_000 });
    await expect(alerts.getByText(/^Reached at [\d.]+ on /).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    allowRefusedRequests(pageErrors, [422]);
  });
});
