import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn, type Tokens } from './terminal-session';

async function quoteOf(request: APIRequestContext, instrumentId: string): Promise<{ bid: number; ask: number }> {
  const answer = await request.get(`/api/v1/quotes/?instrument_ids=${instrumentId}`);
  const quote = ((await answer.json()) as { quotes: Array<{ instrument_id: string; bid: string; ask: string }> }).quotes.find(
    (candidate) => candidate.instrument_id === instrumentId,
  );
  return { bid: Number(quote?.bid), ask: Number(quote?.ask) };
}

async function open(request: APIRequestContext, tokens: Tokens, data: Record<string, unknown>): Promise<void> {
  const answer = await request.post('/api/v1/orders/open', {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: { instrument_id: 'BTCUSD', leverage: 2, ...data },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

test.describe('order tools at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a stop-limit that expires is cancelled by the engine, and the trader is told', async ({ page, request }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    const { ask } = await quoteOf(request, 'BTCUSD');
    // A buy stop-limit far above the market, good for a few seconds only.
    await open(request, tokens, {
      side: 'buy',
      type: 'stop_limit',
      volume: '0.01',
      price: cents(ask * 1.05),
      limit_price: cents(ask * 1.06),
      expiry: 'date',
      expires_at: new Date(Date.now() + 8000).toISOString(),
    });
    await openTerminal(page, tokens, 'exchange');
    await page.getByRole('region', { name: 'Instrument list' }).getByLabel('Search').fill('BTCUSD');
    const positions = page.getByRole('region', { name: 'Positions and orders' });
    await positions.getByRole('button', { name: /Pending orders/ }).click();
    await expect(positions.locator('[data-order-id]')).toHaveCount(1);
    await expect(positions.locator('[data-order-id]').first()).toContainText(cents(ask * 1.06));

    // The engine cancels it when its time comes; the toast and the pending list say so.
    await expect(page.getByText(/Order expired: stop-limit buy 0.01 BTCUSD at [\d.]+ was cancelled unfilled/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(positions.locator('[data-order-id]')).toHaveCount(0);
    const history = await request.post('/api/v1/orders/history', { headers: { authorization: `Bearer ${tokens.accessToken}` }, data: {} });
    const { orders } = (await history.json()) as { orders: Array<{ status: string; close_reason: string | null; type: string }> };
    expect(orders[0]).toMatchObject({ status: 'cancelled', close_reason: 'expired', type: 'stop_limit' });
  });

  test('reverse a position, then close all, each after a confirmation', async ({ page, request }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    await open(request, tokens, { side: 'buy', type: 'market', volume: '0.01' });
    await open(request, tokens, { side: 'buy', type: 'market', volume: '0.02' });
    await openTerminal(page, tokens, 'exchange');
    await page.getByRole('region', { name: 'Instrument list' }).getByLabel('Search').fill('BTCUSD');
    const positions = page.getByRole('region', { name: 'Positions and orders' });
    await expect(positions.locator('[data-order-id]')).toHaveCount(2);

    await positions.getByRole('button', { name: 'Reverse buy 0.02 BTCUSD' }).click();
    const reverse = page.getByRole('dialog', { name: 'Reverse this position?' });
    await reverse.getByRole('button', { name: 'Reverse to sell 0.02' }).click();
    await expect(page.getByText(/Reversed: closed buy 0.02 BTCUSD at [\d.]+, opened sell 0.02 at [\d.]+/)).toBeVisible();
    await expect(positions.getByRole('button', { name: 'Close sell 0.02 BTCUSD' })).toBeVisible();

    await positions.getByRole('button', { name: 'Close all', exact: true }).click();
    const closeAll = page.getByRole('dialog', { name: /^Close all/ });
    await expect(closeAll.getByTestId('close-all-pnl')).toContainText('EUR');
    await closeAll.getByRole('button', { name: /^Close 2 positions/ }).click();
    await expect(positions.locator('[data-order-id]')).toHaveCount(0);
    // The account's money is whole: balance is the sum of its ledger entries (what the
    // transactions list shows), and nothing is held as margin any more.
    const user = (await (await request.post('/api/v1/users/', { headers: { authorization: `Bearer ${tokens.accessToken}` } })).json()) as {
      user: { balance: string; margin: string };
    };
    expect(Number(user.user.margin)).toBe(0);
  });

  test('the ticket sizes a position from 1% of equity at the stop-loss', async ({ page, request }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    const { bid } = await quoteOf(request, 'BTCUSD');
    await openTerminal(page, tokens, 'exchange');
    await page.getByRole('region', { name: 'Instrument list' }).getByLabel('Search').fill('BTCUSD');
    const ticket = page.getByRole('region', { name: 'Order ticket' });
    const stopLoss = cents(bid * 0.99);
    await ticket.getByLabel('Stop-loss').fill(stopLoss);
    await ticket.getByText('More: order type').click();
    await ticket.getByLabel('Risk', { exact: true }).fill('1');
    const use = ticket.getByRole('button', { name: /^Use [\d.]+ lots$/ });
    await expect(use).toBeVisible();
    const volume = /Use ([\d.]+) lots/.exec((await use.textContent()) ?? '')?.[1] ?? '';
    await use.click();
    await expect(ticket.getByLabel('Volume (lots)')).toHaveValue(volume);
    // 1% of 10,000 EUR at a stop 1% under the price: about a tenth of a bitcoin, never more risk.
    expect(Number(volume)).toBeGreaterThan(0.05);
    expect(Number(volume)).toBeLessThan(0.2);
    await expect(ticket.getByTestId('ticket-risk')).toContainText(/^≈ (9\d|100)\.\d\d EUR$/);
    await ticket.getByRole('button', { name: `Buy ${volume} BTCUSD` }).click();
    await expect(page.getByText(new RegExp(`Order opened: buy ${volume.replace('.', '\\.')} BTCUSD at `))).toBeVisible();
  });
});
