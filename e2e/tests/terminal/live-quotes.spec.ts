import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

// The e2e server runs the market simulator with its default one-second tick; crypto trades
// around the clock, so BTCUSD moves whatever the day and hour of the run.
test('the exchange follows the quote stream without reloading, and an open position follows it', async ({ page, request }) => {
  // Two waits for the market to move, on a machine shared by two workers: three times the deadline.
  test.slow();
  const symbolLoads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/symbols/') symbolLoads.push(sent.url());
  });
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'exchange');

  await page.getByLabel('Search').fill('BTCUSD');
  const list = page.getByRole('region', { name: 'Instruments matching "BTCUSD"' });
  const bid = list.getByTestId('quote-bid');
  await expect(bid).toHaveText(/^\d+\.\d+$/);
  const firstBid = await bid.textContent();
  // A pushed quote, not a reload: the same document, the list loaded once.
  await expect(bid).not.toHaveText(firstBid ?? '', { timeout: 15_000 });
  await expect(list.locator('[data-flash]').first()).toBeVisible();
  expect(symbolLoads).toHaveLength(1);

  const ticket = page.locator('form.t-ticket');
  await expect(ticket.getByRole('heading', { name: 'Trade BTCUSD' })).toBeVisible();
  await ticket.getByRole('button', { name: 'Buy 0.01 BTCUSD' }).click();
  await expect(page.getByText(/Order opened: buy 0.01 BTCUSD at /)).toBeVisible();

  // Equity is the balance plus the open position's P&L: it moves with the quotes.
  const equity = page.getByRole('banner').locator('dt:text-is("Equity") + dd');
  await expect(equity).toHaveText(/EUR|€/);
  const firstEquity = await equity.textContent();
  await expect(equity).not.toHaveText(firstEquity ?? '', { timeout: 15_000 });
  await expect(bid).not.toHaveText(firstBid ?? '');
  expect(symbolLoads).toHaveLength(1);
});
