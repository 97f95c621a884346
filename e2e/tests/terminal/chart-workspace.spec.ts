import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { seriousAxeViolations } from '../../support/axe';
import { openTerminal, signUpAndSignIn, type Tokens } from './terminal-session';

/** A box as the journey reports it. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/** Whether the element at the centre of `locator` is `locator` itself (or inside it): nothing covers it. */
async function isOnTop(page: Page, locator: Locator): Promise<boolean> {
  const box = await boxOf(locator);
  const handle = await locator.elementHandle();
  return page.evaluate(
    ([element, x, y]) => {
      const top = document.elementFromPoint(x as number, y as number);
      return top !== null && (element as Element).contains(top);
    },
    [handle, box.x + box.width / 2, box.y + box.height / 2] as const,
  );
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function bitcoinBid(request: APIRequestContext): Promise<number> {
  const quotes = await request.get('/api/v1/quotes/?instrument_ids=BTCUSD');
  return Number(
    ((await quotes.json()) as { quotes: Array<{ instrument_id: string; bid: string }> }).quotes.find(
      (quote) => quote.instrument_id === 'BTCUSD',
    )?.bid,
  );
}

/** Opens the exchange on BTCUSD and waits for its candles. */
async function openBitcoin(page: Page, tokens: Tokens): Promise<void> {
  await openTerminal(page, tokens, 'exchange');
  await page.getByRole('region', { name: 'Instrument list' }).getByLabel('Search').fill('BTCUSD');
  await expect(page.getByRole('region', { name: 'Chart of BTCUSD' }).locator('.highcharts-candlestick-series').first()).toBeVisible();
}

/**
 * Moves the pointer over the chart to the lowest candle's low (at or under the market, where a
 * limit order waits), then onto the "+" that follows it on the price axis, and clicks it; answers
 * the price it offers.
 */
async function pickPriceAtTheLows(page: Page): Promise<string> {
  const chart = page.getByTestId('candle-chart');
  const plot = await boxOf(chart.locator('.highcharts-plot-background'));
  const candles = await boxOf(chart.locator('.highcharts-candlestick-series').first());
  await page.mouse.move(plot.x + plot.width / 2, candles.y + 4);
  await page.mouse.move(plot.x + plot.width / 2, candles.y + candles.height - 2, { steps: 3 });
  const plus = page.getByRole('button', { name: /^Place an order at [\d.]+$/ });
  await expect(plus).toBeVisible();
  const plusBox = await boxOf(plus);
  await page.mouse.move(plusBox.x + plusBox.width / 2, plusBox.y + plusBox.height / 2);
  await plus.click();
  // The price is the one the menu opened at: the + follows the pointer and the axis moves with
  // every tick, so a price read before the click may no longer be the menu's.
  const menu = page.getByRole('group', { name: /^Place an order at [\d.]+$/ });
  await expect(menu).toBeVisible();
  return /at ([\d.]+)$/.exec((await menu.getAttribute('aria-label')) ?? '')?.[1] ?? '';
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`the chart-first workspace at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the chart is the largest pane and the ticket’s default fields are all in view, uncovered', async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      const tokens = await signUpAndSignIn(request);
      await openBitcoin(page, tokens);
      const main = await boxOf(page.locator('main'));
      const chartPane = await boxOf(page.locator('.t-workspace__chart'));
      const candles = await boxOf(page.getByTestId('candle-chart'));
      const list = await boxOf(page.getByRole('region', { name: 'Instrument list' }));
      const ticketPane = page.getByRole('region', { name: 'Order ticket' });
      const ticket = await boxOf(ticketPane);
      const panel = await boxOf(page.locator('.t-workspace__panel'));
      testInfo.annotations.push({
        type: 'panes',
        description: `${viewport.width}×${viewport.height}: chart pane ${chartPane.width}×${chartPane.height} (${Math.round((chartPane.width / main.width) * 100)}% of ${main.width} px), candles ${candles.width}×${candles.height}, list ${list.width}, ticket ${ticket.width}×${ticket.height}, positions ${panel.width}×${panel.height}`,
      });

      // Chart first: more than half of the content's width, and at least 500 px of chart.
      expect(chartPane.width, 'chart pane share of the content width').toBeGreaterThanOrEqual(0.55 * main.width);
      expect(candles.height, 'chart height').toBeGreaterThanOrEqual(500);
      for (const [name, other] of [
        ['list', list],
        ['ticket', ticket],
        ['positions', panel],
      ] as const) {
        expect(chartPane.width * chartPane.height, `chart larger than the ${name}`).toBeGreaterThan(other.width * other.height);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // The ticket's default state fits its pane: nothing to scroll, nothing covered.
      for (const name of ['Volume (lots)', 'Leverage', 'Stop-loss', 'Take-profit']) {
        const field = ticketPane.getByLabel(name, { exact: false }).first();
        expect(inside(await boxOf(field), ticket), `${name} inside the ticket`).toBe(true);
        expect(await isOnTop(page, field), `${name} not covered`).toBe(true);
      }
      for (const testId of ['ticket-margin', 'ticket-pip-value', 'ticket-risk']) {
        expect(inside(await boxOf(ticketPane.getByTestId(testId)), ticket), `${testId} inside the ticket`).toBe(true);
      }
      const buy = ticketPane.getByRole('button', { name: 'Buy 0.01 BTCUSD' });
      expect(inside(await boxOf(buy), ticket), 'Buy inside the ticket').toBe(true);
      expect(await isOnTop(page, buy), 'Buy not covered').toBe(true);
      expect(await ticketPane.evaluate((element) => element.scrollHeight <= element.clientHeight + 1), 'ticket without scrolling').toBe(
        true,
      );
    });
  });
}

test.describe('resizing the workspace', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('by keyboard and by mouse, and the sizes are there after a reload', async ({ page, request }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    await openBitcoin(page, tokens);
    const listSplitter = page.getByRole('separator', { name: 'Resize the instrument list' });
    const listBefore = (await boxOf(page.getByRole('region', { name: 'Instrument list' }))).width;
    await listSplitter.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await boxOf(page.getByRole('region', { name: 'Instrument list' }))).width).toBe(listBefore - 32);

    // The positions panel's splitter dragged 100 px up: the panel grows by 100 px.
    const panelSplitter = page.getByRole('separator', { name: 'Resize the positions panel' });
    const panelBefore = (await boxOf(page.locator('.t-workspace__panel'))).height;
    const grip = await boxOf(panelSplitter);
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 - 50, { steps: 3 });
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2 - 100, { steps: 3 });
    await page.mouse.up();
    await expect.poll(async () => (await boxOf(page.locator('.t-workspace__panel'))).height).toBe(panelBefore + 100);

    await page.reload();
    await expect(page.getByTestId('candle-chart')).toBeVisible();
    expect((await boxOf(page.getByRole('region', { name: 'Instrument list' }))).width).toBe(listBefore - 32);
    expect((await boxOf(page.locator('.t-workspace__panel'))).height).toBe(panelBefore + 100);
  });
});

test.describe('several charts', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('two charts side by side, each its own instrument and timeframe; the ticket follows the focused one; remembered', async ({
    page,
    request,
  }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    await openBitcoin(page, tokens);
    await page.getByRole('button', { name: 'Two charts side by side' }).click();
    const first = page.getByRole('region', { name: /^Chart of BTCUSD/ });
    const second = page.getByRole('region', { name: /^Chart of EURUSD/ });
    await expect(first).toBeVisible();
    await expect(second).toBeVisible();
    const [a, b] = [await boxOf(first), await boxOf(second)];
    expect(b.x, 'side by side').toBeGreaterThan(a.x + a.width - 1);
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);

    // The second chart takes the focus: the ticket and its timeframe are its own (a chart this
    // narrow offers its timeframes as a drop-down, so its tools keep to one row).
    await second.getByRole('combobox', { name: 'Timeframe' }).focus();
    await second.getByRole('combobox', { name: 'Timeframe' }).selectOption('1h');
    await expect(page.getByRole('region', { name: 'Order ticket' }).getByRole('heading', { name: 'Trade EURUSD' })).toBeVisible();
    await expect(second.getByRole('combobox', { name: 'Timeframe' })).toHaveValue('1h');
    await expect(first.getByRole('combobox', { name: 'Timeframe' })).toHaveValue('1m');

    // Back to the first chart: the ticket follows.
    await first.locator('.highcharts-container').click({ position: { x: 40, y: 40 } });
    await expect(page.getByRole('region', { name: 'Order ticket' }).getByRole('heading', { name: 'Trade BTCUSD' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: /^Chart of BTCUSD/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Chart of EURUSD/ }).getByRole('combobox', { name: 'Timeframe' })).toHaveValue('1h');

    await page.getByRole('button', { name: 'Four charts' }).click();
    await expect(page.locator('.t-chart-cell')).toHaveCount(4);
    for (const index of [0, 1, 2, 3]) {
      await expect(
        page.locator('.t-chart-cell').nth(index).locator('.highcharts-candlestick-series').first(),
        `chart ${index + 1} draws its candles`,
      ).toBeVisible();
    }
    // The rail's names, the layout choice, four charts with their tools, the ticket's "More".
    await page.getByRole('region', { name: 'Order ticket' }).getByText('More: order type').click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('trading from the chart', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('one-click on: a dragged stop-loss shows its P&L and is sent on release, the position line closes it, the + places a pending order', async ({
    page,
    request,
  }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    const bid = await bitcoinBid(request);
    // Close under the market, so the line is inside the chart's price range on a fresh server.
    const stopLoss = (Math.round(bid * 0.998 * 100) / 100).toFixed(2);
    const opened = await request.post('/api/v1/orders/open', {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      data: { instrument_id: 'BTCUSD', side: 'buy', type: 'market', volume: '0.02', leverage: 2, stop_loss: stopLoss },
    });
    expect(opened.ok(), await opened.text()).toBe(true);
    await page.goto('/api/v1/platform');
    await page.evaluate(() =>
      localStorage.setItem('beurs.preferences', JSON.stringify({ state: { oneClick: true, defaultVolume: '0.01' }, version: 1 })),
    );
    await openBitcoin(page, tokens);

    const line = page.locator('.t-order-line--sl').first();
    await expect(line).toBeAttached();
    const box = await boxOf(line);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 20, { steps: 4 });
    await page.mouse.move(x, y + 40, { steps: 4 });
    // While dragging, the line says what the stop would lose, in money and in points.
    await expect(page.locator('.highcharts-plot-line-label', { hasText: /SL [\d.]+ · −[\d,.]+ EUR · −[\d,.]+ points/ })).toBeVisible();
    const modified = page.waitForResponse((response) => response.url().endsWith('/api/v1/orders/modify'));
    await page.mouse.up();
    const answer = await modified;
    expect(answer.ok()).toBe(true);
    const { order } = (await answer.json()) as { order: { stop_loss: string } };
    expect(Number(order.stop_loss)).toBeLessThan(Number(stopLoss));
    // No question asked: one-click trading is on.
    await expect(page.getByRole('dialog', { name: 'Move the stop-loss?' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Positions and orders' })).toContainText(order.stop_loss);

    // The close button on the position's line closes it at once.
    await page.getByRole('button', { name: /^Close the position Buy 0.02 @/ }).click();
    await expect(page.getByText(/Position closed: buy 0.02 BTCUSD at [\d.]+/)).toBeVisible();
    await expect(page.locator('.t-order-line--open')).toHaveCount(0);

    // The + on the price axis places a pending order of the default volume at once.
    const price = await pickPriceAtTheLows(page);
    const limit = page
      .getByRole('group', { name: `Place an order at ${price}` })
      .getByRole('button', { name: /^(Buy|Sell) limit at / })
      .first();
    const side = (await limit.textContent())?.startsWith('Buy') ? 'buy' : 'sell';
    await limit.click();
    await expect(page.getByText(new RegExp(`Order placed: limit ${side} 0.01 BTCUSD at ${price.replace('.', '\\.')}`))).toBeVisible();
    await expect(page.locator('.t-order-line--pending')).toHaveCount(1);
  });

  test('one-click off: the + on the price axis proposes a pending order to the ticket, which the trader sends', async ({
    page,
    request,
  }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    await openBitcoin(page, tokens);
    const price = await pickPriceAtTheLows(page);
    const limit = page
      .getByRole('group', { name: `Place an order at ${price}` })
      .getByRole('button', { name: /^(Buy|Sell) limit at / })
      .first();
    const side = (await limit.textContent())?.startsWith('Buy') ? 'buy' : 'sell';
    await limit.click();

    const ticket = page.getByRole('region', { name: 'Order ticket' });
    await expect(ticket.getByLabel('Limit price')).toHaveValue(price);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // One-click is off: nothing was sent yet; the ticket sends it.
    const send = ticket.getByRole('button', { name: `${side === 'buy' ? 'Buy' : 'Sell'} 0.01 BTCUSD` });
    await expect(send).toBeFocused();
    await send.click();
    await expect(page.getByText(new RegExp(`Order placed: limit ${side} 0.01 BTCUSD at ${price.replace('.', '\\.')}`))).toBeVisible();
    await expect(page.locator('.t-order-line--pending')).toHaveCount(1);

    // The toast that says so covers neither the ticket nor the chart's price axis.
    const toast = await boxOf(page.locator('.bx-toast').first());
    const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps(toast, await boxOf(ticket)), 'toast over the ticket').toBe(false);
    expect(
      overlaps(toast, await boxOf(page.getByTestId('candle-chart').locator('.highcharts-yaxis-labels').first())),
      'toast over the price axis',
    ).toBe(false);
  });
});
