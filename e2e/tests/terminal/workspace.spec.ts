import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

/** Whether an element lies wholly inside the window as it is, without any scrolling. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test.describe(`the exchange workspace at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('chart, Buy button and positions are all in view without scrolling', async ({ page, request }) => {
      // The production chart and an order on a machine shared by two workers: three times the deadline.
      test.slow();
      const tokens = await signUpAndSignIn(request);
      await openTerminal(page, tokens, 'exchange');
      await page.getByLabel('Search').fill('BTCUSD');
      const ticket = page.locator('form.t-ticket');
      await expect(ticket.getByRole('heading', { name: 'Trade BTCUSD' })).toBeVisible();

      const chart = page.getByRole('region', { name: 'Chart of BTCUSD' });
      const buy = ticket.getByRole('button', { name: 'Buy 0.01 BTCUSD' });
      const positions = page.getByRole('region', { name: 'Positions and orders' });
      await expect(page.getByTestId('candle-chart')).toBeVisible();
      await expect(buy).toBeVisible();
      await expect(positions).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      for (const [name, part] of [
        ['chart', chart],
        ['Buy button', buy],
        ['positions panel', positions],
      ] as const) {
        expect(await inView(page, part), `${name} in view`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      // The list's bid and ask are whole inside its pane: no column cut at the pane's edge.
      const list = page.getByRole('region', { name: 'Instruments matching "BTCUSD"' });
      const listBox = await list.boundingBox();
      const askBox = await list.getByTestId('quote-ask').first().boundingBox();
      expect(listBox && askBox && askBox.x + askBox.width <= listBox.x + listBox.width + 0.5, 'ask inside the list').toBe(true);
      expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth), 'list without sideways scrolling').toBe(true);

      // A position appears in the panel with its P&L and Close, still without scrolling.
      await buy.click();
      await expect(page.getByText(/Order opened: buy 0.01 BTCUSD at /)).toBeVisible();
      const close = positions.getByRole('button', { name: 'Close buy 0.01 BTCUSD' });
      await expect(close).toBeVisible();
      expect(await inView(page, close)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe('positions as cards at 375×812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a position card shows its P&L and Close without sideways scrolling', async ({ page, request }) => {
    const tokens = await signUpAndSignIn(request);
    const opened = await request.post('/api/v1/orders/open', {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      data: { instrument_id: 'BTCUSD', side: 'buy', type: 'market', volume: '0.01', leverage: 2 },
    });
    expect(opened.ok(), await opened.text()).toBe(true);
    await openTerminal(page, tokens, 'orders');

    const card = page.locator('li.t-order-card', { hasText: 'BTCUSD' });
    await expect(card).toHaveCount(1);
    const close = card.getByRole('button', { name: 'Close buy 0.01 BTCUSD' });
    const pnl = card.locator('.bx-money');
    await expect(pnl).toHaveText(/EUR$/);
    expect(await inView(page, close)).toBe(true);
    expect(await inView(page, pnl)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    const cardBox = await card.boundingBox();
    expect((cardBox?.x ?? -1) >= 0 && (cardBox?.x ?? 0) + (cardBox?.width ?? 0) <= 375).toBe(true);
  });
});
