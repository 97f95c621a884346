import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn, type Tokens } from './terminal-session';

/** Opens a 0.02 BTCUSD buy with a stop-loss 2% under the bid, through the API. */
async function openBuyWithStopLoss(request: APIRequestContext, tokens: Tokens): Promise<string> {
  const quotes = await request.get('/api/v1/quotes/?instrument_ids=BTCUSD');
  const bid = Number(
    ((await quotes.json()) as { quotes: Array<{ instrument_id: string; bid: string }> }).quotes.find(
      (quote) => quote.instrument_id === 'BTCUSD',
    )?.bid,
  );
  const stopLoss = (Math.round(bid * 0.98 * 100) / 100).toFixed(2);
  const opened = await request.post('/api/v1/orders/open', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { instrument_id: 'BTCUSD', side: 'buy', type: 'market', volume: '0.02', leverage: 2, stop_loss: stopLoss },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  return stopLoss;
}

/** Drags the chart's stop-loss line down by `pixels`, confirms the move and answers the new level. */
async function dragStopLossDown(page: Page, pixels: number): Promise<string> {
  const line = page.locator('.t-order-line--sl').first();
  await expect(line).toBeAttached();
  // On a phone the chart may sit below the fold: bring it to the middle of the window first.
  await page.getByTestId('candle-chart').evaluate((chart) => chart.scrollIntoView({ block: 'center' }));
  const box = await line.boundingBox();
  if (!box) throw new Error('The stop-loss line has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + pixels / 2, { steps: 4 });
  await page.mouse.move(x, y + pixels, { steps: 4 });
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: 'Move the stop-loss?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Move it' }).click();
  const moved = page.getByText(/Moved the stop-loss of buy 0.02 BTCUSD to [\d.]+/);
  await expect(moved).toBeVisible();
  return /to ([\d.]+)/.exec((await moved.textContent()) ?? '')?.[1] ?? '';
}

/** Closes 0.01 of the 0.02 position from its Close button; 0.01 stays open. */
async function closeHalf(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close buy 0.02 BTCUSD' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Close this position?' });
  await dialog.getByLabel('Volume to close').fill('0.01');
  await dialog.getByRole('button', { name: 'Close position' }).click();
  await expect(page.getByText(/Closed 0.01 of buy 0.02 BTCUSD at [\d.]+; 0.01 stays open/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close buy 0.01 BTCUSD' }).first()).toBeVisible();
}

for (const viewport of [
  { width: 1440, height: 900, screen: 'exchange' },
  { width: 375, height: 812, screen: 'instrument/BTCUSD' },
]) {
  test.describe(`managing a position at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('moves the stop-loss by dragging its line on the chart, then closes half the position', async ({ page, request }) => {
      // The production chart and live orders on a machine shared by two workers: three times the deadline.
      test.slow();
      const tokens = await signUpAndSignIn(request);
      const stopLoss = await openBuyWithStopLoss(request, tokens);
      await openTerminal(page, tokens, viewport.screen);
      if (viewport.screen === 'exchange') await page.getByRole('region', { name: 'Instrument list' }).getByLabel('Search').fill('BTCUSD');
      await expect(page.getByTestId('candle-chart').locator('.highcharts-container')).toBeVisible();

      // Dragged down: a lower stop-loss, which the position then carries (pushed by the server).
      const moved = await dragStopLossDown(page, 40);
      expect(Number(moved)).toBeLessThan(Number(stopLoss));
      if (viewport.screen !== 'exchange') await openTerminal(page, tokens, 'orders');
      await expect(page.locator('[data-order-id]', { hasText: 'BTCUSD' }).first()).toContainText(moved);
      await closeHalf(page);
    });
  });
}
