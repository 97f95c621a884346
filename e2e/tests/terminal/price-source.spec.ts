import { test, expect, type Page } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

/**
 * The server's own symbols, with BTCUSD's source turned to a stopped Kraken feed the simulator
 * stands in for (the server's side of a fallback is the broker's tests' work: this is the screen's).
 */
async function standInForKraken(page: Page): Promise<void> {
  await page.route('**/api/v1/symbols/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { symbols: Array<{ instrument_id: string; price_source?: unknown }> };
    for (const symbol of body.symbols) {
      if (symbol.instrument_id !== 'BTCUSD') continue;
      symbol.price_source = {
        id: 'live:kraken',
        kind: 'live',
        provider: 'Kraken',
        state: 'fallback',
        replay_of: null,
        fallback_since: '2026-11-23T14:02:00.000Z',
      };
    }
    await route.fulfill({ response, json: body });
  });
}

/** Whether the row's Ask sits inside the instrument list's box (not scrolled out of it). */
async function askInsideList(page: Page, instrumentId: string): Promise<boolean> {
  const row = page.locator(`tr[data-instrument-id="${instrumentId}"]`);
  const [ask, list] = [await row.getByTestId('quote-ask').boundingBox(), await page.locator('.t-instrument-scroll').first().boundingBox()];
  return Boolean(ask && list && ask.x + ask.width <= list.x + list.width + 1);
}

// The e2e server is a default install: every instrument is priced by the built-in simulator, and
// the terminal says so beside the price, wherever the trader reads it.

test('the exchange says "Simulated" beside the price: the chart, the ticket and the instrument details', async ({ page, request }) => {
  // The production chart on a machine shared by two workers: three times the deadline.
  test.slow();
  const tokens = await signUpAndSignIn(request);
  // What the server itself reports: the simulator, working.
  const answer = (await (await request.get('/api/v1/symbols/', { headers: { authorization: `Bearer ${tokens.accessToken}` } })).json()) as {
    symbols: Array<{ instrument_id: string; price_source?: { id: string; state: string } }>;
  };
  expect(answer.symbols.find((symbol) => symbol.instrument_id === 'BTCUSD')?.price_source).toMatchObject({
    id: 'simulated',
    kind: 'simulated',
    state: 'ok',
  });

  await openTerminal(page, tokens, 'exchange');
  await page.getByLabel('Search').fill('BTCUSD');
  const chart = page.getByRole('region', { name: 'Chart of BTCUSD' });
  const chartSource = chart.getByTestId('price-source');
  await expect(chartSource).toHaveText('Simulated');
  await expect(chartSource).toHaveAttribute('title', "Prices from Beurs' market simulator");
  await expect(chartSource).toBeInViewport();

  const ticket = page.locator('form.t-ticket');
  await expect(ticket.getByRole('heading', { name: 'Trade BTCUSD' })).toBeVisible();
  await expect(ticket.getByTestId('price-source')).toHaveText('Simulated');
  await expect(ticket.getByTestId('price-source')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // The fill says where its price came from.
  await ticket.getByRole('button', { name: 'Buy 0.01 BTCUSD' }).click();
  await expect(page.getByText(/Order opened: buy 0\.01 BTCUSD at \d+(\.\d+)? · Simulated/)).toBeVisible();

  await page.goto('/terminal/instrument/BTCUSD');
  const details = page.locator('.bx-card').filter({ has: page.getByRole('heading', { name: 'Details' }) });
  await expect(details.getByText('Price source')).toBeVisible();
  await expect(details.getByTestId('price-source')).toHaveText('Simulated');
});

test.describe('on a phone at 375×812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the chart of a picked instrument says "Simulated" beside its name, inside the screen', async ({ page, request }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    await openTerminal(page, tokens, 'exchange');
    await page.getByRole('textbox', { name: 'Search' }).fill('BTC');
    const row = page.locator('tr[data-instrument-id="BTCUSD"]');
    await row.getByRole('button', { name: 'BTCUSD', exact: true }).click();
    const source = page.locator('.t-phone-chart').getByTestId('price-source');
    await expect(source).toHaveText('Simulated');
    await expect(source).toBeInViewport();
    const box = await source.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, 'the source inside the screen').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  test('a stand-in source wraps under the symbol in the list, and Bid and Ask stay in view', async ({ page, request }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    await standInForKraken(page);
    await openTerminal(page, tokens, 'exchange');
    await page.getByRole('textbox', { name: 'Search' }).fill('BTC');
    const row = page.locator('tr[data-instrument-id="BTCUSD"]');
    await expect(row.getByTestId('price-source')).toContainText('Simulated since');
    expect(await askInsideList(page, 'BTCUSD'), 'Ask inside the list').toBe(true);
  });
});

test('a live feed that stopped, with the simulator standing in: the chart says since when, and its tools keep their one row', async ({
  page,
  request,
}) => {
  test.slow();
  const tokens = await signUpAndSignIn(request);
  // The server's own answer, with BTCUSD's source turned to a stopped Kraken feed the simulator
  // stands in for (the server's side of a fallback is the broker's tests' work: this is the screen's).
  await standInForKraken(page);
  await openTerminal(page, tokens, 'exchange');
  await page.getByLabel('Search').fill('BTCUSD');
  const chart = page.getByRole('region', { name: 'Chart of BTCUSD' });
  const source = chart.getByTestId('price-source');
  await expect(source).toContainText(/Simulated since \d{2}:\d{2}/);
  await expect(source).toBeInViewport();
  // The header's tools sit on one row: the timeframes and the last tool share a top.
  const header = chart.locator('.t-chart-header');
  const firstTool = header.locator('> :nth-child(2)');
  const lastTool = header.locator('> :last-child');
  await page.screenshot({ path: test.info().outputPath('fallback-chart-1440.png') });
  // The list names the source under the symbol without widening its column: Ask stays in view.
  const row = page.locator('tr[data-instrument-id="BTCUSD"]');
  await expect(row.getByTestId('price-source')).toContainText('Simulated since');
  expect(await askInsideList(page, 'BTCUSD'), 'Ask inside the list').toBe(true);
  const [first, last] = [await firstTool.boundingBox(), await lastTool.boundingBox()];
  expect(first && last && Math.abs(first.y - last.y) < 4, 'the tools on one row').toBe(true);
});
