import { readFileSync } from 'node:fs';
import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

test('opens a market order, sees it live, closes it and finds it in history and transactions', async ({ page, request }) => {
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'instrument/BTCUSD');

  // The production build's chart (Highcharts Stock) renders candles.
  await expect(page.getByTestId('candle-chart').locator('.highcharts-container')).toBeVisible();
  await expect(page.locator('.highcharts-candlestick-series').first()).toBeVisible();

  const ticket = page.locator('form.t-ticket');
  await expect(ticket.getByTestId('ticket-margin')).toContainText(/^≈ [\d,]+\.\d{2} EUR$/);
  await expect(ticket.getByTestId('ticket-close-out')).not.toHaveText('—');
  await ticket.getByRole('button', { name: 'Buy 0.01 BTCUSD' }).click();
  await expect(page.getByText(/Order opened: buy 0.01 BTCUSD at /)).toBeVisible();

  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Orders' }).click();
  const row = page.locator('tr.t-order-row', { hasText: 'BTCUSD' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');

  await row.getByRole('button', { name: 'Close buy 0.01 BTCUSD' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this position?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close position' }).click();
  await expect(page.getByText(/Position closed: buy 0.01 BTCUSD at /)).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('table').getByRole('link', { name: 'BTCUSD' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV \(1 row\)/ }).click();
  const csv = readFileSync((await (await downloading).path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[1]).toMatch(/^\S+,BTCUSD,buy,market,closed,0\.01,2,\d+\.\d+,\d+\.\d+,-?\d+\.\d{2},user,/);

  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page.getByRole('cell', { name: 'Realised P&L', exact: true })).toBeVisible();
  await expect(page.getByText(/Realised P&L of buy 0.01 BTCUSD/)).toBeVisible();
});
