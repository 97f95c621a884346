import type { Locator, Page } from '@playwright/test';
import { seriousAxeViolations } from '../../support/axe';
import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

const PHONES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
];

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { top, bottom, left, right, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, height };
  });
}

/** Whether the element itself (or something inside it) is what a tap at its centre lands on. */
async function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

/** Scroll positions from the top to the bottom of the page, in four steps. */
async function scrollStops(page: Page): Promise<number[]> {
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  return [0, Math.round(max / 3), Math.round((2 * max) / 3), max];
}

/** The Sell/Buy bar's Buy is on top and sits right above the bottom navigation at every scroll position. */
async function expectTradeBarOnTop(page: Page): Promise<{ bar: Box; buy: Box; bottomBar: Box }> {
  const bar = page.getByTestId('trade-bar');
  const buy = bar.getByRole('button', { name: /^Buy/ });
  const bottomBar = page.getByRole('navigation', { name: 'Main' });
  for (const y of await scrollStops(page)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await onTop(buy), `Buy on top when scrolled to ${y}`).toBe(true);
    expect(await onTop(bar.getByRole('button', { name: /^Sell/ })), `Sell on top when scrolled to ${y}`).toBe(true);
    const barBox = await boxOf(bar);
    const navBox = await boxOf(bottomBar);
    expect(barBox.bottom).toBeLessThanOrEqual(navBox.top + 1);
    expect(navBox.top - barBox.bottom).toBeLessThanOrEqual(1);
  }
  return { bar: await boxOf(bar), buy: await boxOf(buy), bottomBar: await boxOf(bottomBar) };
}

for (const viewport of PHONES) {
  test.describe(`trading on a phone at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('finds BTCUSD from the first screen, buys it from the sticky bar in a bottom sheet, sees and closes the position', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const tokens = await signUpAndSignIn(request);
      await openTerminal(page, tokens, 'exchange');

      // One header row, 64 px at most: menu, equity, margin level, Demo and the live dot.
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expect(header.getByText('Demo')).toBeVisible();
      const headerBox = await boxOf(header);
      expect(headerBox.height).toBeLessThanOrEqual(64);

      // The search and the Filter button, then rows, all on the first screen.
      const search = page.getByRole('textbox', { name: 'Search' });
      await expect(search).toBeInViewport();
      await expect(page.getByRole('button', { name: /^Filter/ })).toBeInViewport();
      await expect(page.locator('[data-instrument-id]').first()).toBeInViewport();
      await noSidewaysScroll(page);
      await search.fill('BTC');
      const row = page.locator('tr[data-instrument-id="BTCUSD"]');
      await expect(row).toBeInViewport();
      await row.getByRole('button', { name: 'BTCUSD', exact: true }).click();

      // The chart takes at least 45% of the screen's height.
      await expect(page.getByRole('heading', { level: 2, name: /\(BTCUSD\)/ })).toBeFocused();
      const chartBox = page.locator('.t-phone-chart');
      await expect(chartBox.locator('.highcharts-container')).toBeVisible();
      const chart = await boxOf(chartBox);
      const plot = await boxOf(chartBox.locator('.highcharts-container'));
      expect(chart.height).toBeGreaterThanOrEqual(0.45 * viewport.height);
      // The plot itself, under the chart's tools, too.
      expect(plot.height).toBeGreaterThanOrEqual(0.45 * viewport.height);

      const bars = await expectTradeBarOnTop(page);
      await noSidewaysScroll(page);

      await page.evaluate(() => window.scrollTo(0, 0));
      const buy = page.getByTestId('trade-bar').getByRole('button', { name: /^Buy/ });
      await buy.click();
      const sheet = page.getByRole('dialog', { name: 'Trade BTCUSD' });
      await expect(sheet).toBeVisible();
      const confirm = sheet.getByRole('button', { name: 'Buy 0.01 BTCUSD' });
      await expect(confirm).toBeInViewport();
      expect(await onTop(confirm)).toBe(true);
      const sheetBox = await boxOf(sheet);
      const confirmBox = await boxOf(confirm);
      expect(sheetBox.height).toBeLessThanOrEqual(0.9 * viewport.height + 1);
      expect(confirmBox.bottom).toBeLessThanOrEqual(viewport.height);
      // The body scrolls and the button stays: scrolled to the end of the ticket, it is still on top.
      await sheet.locator('.bx-sheet__body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
      expect(await onTop(confirm)).toBe(true);
      await noSidewaysScroll(page);
      expect(await seriousAxeViolations(page)).toEqual([]);

      console.log(
        `${viewport.width}×${viewport.height}: header ${JSON.stringify(headerBox)}, chart box ${JSON.stringify(chart)}, chart plot ${JSON.stringify(plot)}, ` +
          `trade bar ${JSON.stringify(bars.bar)}, Buy ${JSON.stringify(bars.buy)}, bottom bar ${JSON.stringify(bars.bottomBar)}, sheet ${JSON.stringify(sheetBox)}, sheet button ${JSON.stringify(confirmBox)}`,
      );

      await confirm.click();
      await expect(page.getByText(/Order opened: buy 0.01 BTCUSD at /)).toBeVisible();
      await expect(sheet).toHaveCount(0);
      await expect(buy).toBeFocused();

      // The toast is at the top, one at a time, and a tap dismisses it.
      const toast = page.getByRole('listitem').filter({ hasText: /Order opened: buy 0.01 BTCUSD/ });
      expect((await boxOf(toast)).top).toBeLessThan(viewport.height / 3);
      await toast.click();
      await expect(toast).toHaveCount(0);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
      const card = page.locator('.t-order-card', { hasText: 'BTCUSD' });
      await expect(card).toHaveCount(1);
      await noSidewaysScroll(page);
      await card.getByRole('button', { name: 'Close buy 0.01 BTCUSD' }).click();
      const dialog = page.getByRole('dialog', { name: 'Close this position?' });
      await dialog.getByRole('button', { name: 'Close position' }).click();
      await expect(page.getByText(/Position closed: buy 0.01 BTCUSD at /)).toBeVisible();
      await expect(card).toHaveCount(0);
    });

    test('on the instrument screen, Sell and Buy stay on top of everything, right above the bottom navigation', async ({
      page,
      request,
    }) => {
      const tokens = await signUpAndSignIn(request);
      await openTerminal(page, tokens, 'instrument/BTCUSD');
      await expect(page.locator('.t-phone-chart .highcharts-container')).toBeVisible();
      expect((await boxOf(page.locator('.t-phone-chart'))).height).toBeGreaterThanOrEqual(0.45 * viewport.height);
      await expectTradeBarOnTop(page);
      await noSidewaysScroll(page);
    });
  });
}
