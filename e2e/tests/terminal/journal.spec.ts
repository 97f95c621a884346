import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn, type Tokens } from './terminal-session';

const NOTE = 'Bought the retest of the range high; stop under the last swing';

/** Opens a 0.01 BTCUSD buy through the API (crypto trades every day, weekends included). */
async function openPosition(request: APIRequestContext, tokens: Tokens): Promise<void> {
  const opened = await request.post('/api/v1/orders/open', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { instrument_id: 'BTCUSD', side: 'buy', type: 'market', volume: '0.01', leverage: 2 },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
}

for (const viewport of [
  { width: 1440, height: 900, screen: 'exchange' },
  { width: 375, height: 812, screen: 'orders' },
]) {
  test.describe(`the trading journal at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a note and tags on a position stay with it once closed, and its tag finds it in the history', async ({ page, request }) => {
      // The production chart and live orders on a machine shared by two workers: three times the deadline.
      test.slow();
      const tokens = await signUpAndSignIn(request);
      await openPosition(request, tokens);
      await openTerminal(page, tokens, viewport.screen);
      const desktop = viewport.screen === 'exchange';
      if (desktop) await page.getByRole('region', { name: 'Instrument list' }).getByLabel('Search').fill('BTCUSD');

      // The journal, from the position's pencil.
      const pencil = page.getByRole('button', { name: 'Journal buy 0.01 BTCUSD' }).first();
      await expect(pencil).toHaveAttribute('data-journal', 'empty');
      await pencil.click();
      const dialog = page.getByRole('dialog', { name: 'Journal buy 0.01 BTCUSD' });
      await dialog.getByLabel('Note').fill(NOTE);
      await dialog.getByLabel('Tags').fill('Breakout, btc');
      await dialog.getByRole('button', { name: 'Save journal' }).click();
      await expect(page.getByText('Journal saved: buy 0.01 BTCUSD')).toBeVisible();
      await expect(dialog).toBeHidden();
      // The server's push brings it back: the pencil says the position has a journal.
      await expect(pencil).toHaveAttribute('data-journal', 'written');
      await expect(pencil).toHaveAttribute('title', `#breakout #btc\n${NOTE}`);

      if (desktop) {
        // The position's line on the chart carries the mark, and the note as its tooltip.
        const chart = page.getByTestId('candle-chart');
        await expect(chart.locator('.t-order-line--open.t-order-line--journal')).toHaveCount(1);
        const marked = chart.locator('.highcharts-plot-line-label', { hasText: '✎' });
        await expect(marked).toHaveCount(1);
        await expect(marked).toContainText('Buy 0.01 @');
        await expect(marked.locator('title').first()).toHaveText(`#breakout #btc\n${NOTE}`);
      }

      // Closed, the position leaves the live list with its journal.
      await page.getByRole('button', { name: 'Close buy 0.01 BTCUSD' }).first().click();
      const confirm = page.getByRole('dialog', { name: 'Close this position?' });
      await confirm.getByRole('button', { name: 'Close position' }).click();
      await expect(page.getByRole('button', { name: 'Close buy 0.01 BTCUSD' })).toHaveCount(0);

      // In the history, found by its tag; the note shows with it.
      await page.goto('/terminal/history');
      await page.getByLabel('Tag').fill('breakout');
      await expect(page).toHaveURL(/[?&]tag=breakout/);
      const found = page.locator('tr, li, article').filter({ hasText: NOTE });
      await expect(found.first()).toBeVisible();
      await expect(found.first()).toContainText('BTCUSD');
      await expect(found.first()).toContainText('#breakout');
      // Another tag finds nothing.
      await page.getByLabel('Tag').fill('scalp');
      await expect(page.getByText(NOTE)).toHaveCount(0);
      // The URL keeps the filter: a reload shows the same list.
      await page.getByLabel('Tag').fill('btc');
      await expect(page).toHaveURL(/[?&]tag=btc/);
      await page.reload();
      await expect(page.getByLabel('Tag')).toHaveValue('btc');
      await expect(page.getByText(NOTE).first()).toBeVisible();
    });
  });
}
