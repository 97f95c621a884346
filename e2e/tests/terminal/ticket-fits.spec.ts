import type { Locator } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

type Box = { x: number; y: number; width: number; height: number };

/** Whether `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`the order ticket at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('every default field, the figures and the Buy button are in the ticket pane without scrolling', async ({ page, request }) => {
      // The production chart beside the ticket on a machine shared by two workers.
      test.slow();
      const tokens = await signUpAndSignIn(request);
      await openTerminal(page, tokens, 'exchange');
      await page.getByLabel('Search').fill('BTCUSD');
      const pane = page.getByRole('region', { name: 'Order ticket' });
      const ticket = pane.locator('form.t-ticket');
      await expect(ticket.getByRole('heading', { name: 'Trade BTCUSD' })).toBeVisible();
      const buy = ticket.getByRole('button', { name: 'Buy 0.01 BTCUSD' });
      await expect(buy).toBeVisible();
      // The figures are computed once the account is loaded.
      await expect(ticket.getByTestId('ticket-margin')).toContainText(/EUR$/);
      await expect(ticket.getByTestId('ticket-pip-value')).toContainText(/^≈ 0\.0\d+ EUR$/);

      expect(await pane.evaluate((element) => element.scrollTop), 'the pane is not scrolled').toBe(0);
      const paneBox = await boxOf(pane);
      const fields: Array<[string, Locator]> = [
        ['Sell with its price', ticket.locator('label.t-side--sell')],
        ['Buy with its price', ticket.locator('label.t-side--buy')],
        ['spread', ticket.getByTestId('ticket-spread')],
        ['volume', ticket.getByLabel('Volume (lots)')],
        ['volume down', ticket.getByRole('button', { name: 'Volume down by 0.01' })],
        ['volume up', ticket.getByRole('button', { name: 'Volume up by 0.01' })],
        ['leverage', ticket.getByLabel('Leverage')],
        ['stop-loss', ticket.getByLabel('Stop-loss')],
        ['take-profit', ticket.getByLabel('Take-profit')],
        ['required margin', ticket.getByTestId('ticket-margin')],
        ['point value', ticket.getByTestId('ticket-pip-value')],
        ['risk at stop-loss', ticket.getByTestId('ticket-risk')],
        ['gain at take-profit', ticket.getByTestId('ticket-reward')],
        ['free margin', ticket.getByTestId('ticket-free-margin')],
        ['More', ticket.getByText('More: order type, trailing stop, expiry, size from risk')],
        ['Buy button', buy],
      ];
      for (const [name, field] of fields) {
        await expect(field, name).toBeVisible();
        expect(inside(await boxOf(field), paneBox), `${name} inside the ticket pane`).toBe(true);
      }
      // Nothing covers the button: a click at its centre reaches it.
      const buyBox = await boxOf(buy);
      const hit = await page.evaluate(
        ({ x, y }) => {
          const element = document.elementFromPoint(x, y);
          return element?.closest('button')?.textContent?.trim() ?? null;
        },
        { x: buyBox.x + buyBox.width / 2, y: buyBox.y + buyBox.height / 2 },
      );
      expect(hit).toBe('Buy 0.01 BTCUSD');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Sell is one click on its card; the button follows.
      await ticket.locator('label.t-side--sell').click();
      await expect(ticket.getByRole('button', { name: 'Sell 0.01 BTCUSD' })).toBeVisible();
      // More opens in place, with the order type; a limit order's price then shows at the top.
      await ticket.getByText('More: order type, trailing stop, expiry, size from risk').click();
      await ticket.getByLabel('Order type').selectOption('limit');
      const limitPrice = ticket.getByLabel('Limit price');
      await expect(limitPrice).toBeVisible();
      expect(inside(await boxOf(limitPrice), paneBox), 'limit price inside the ticket pane').toBe(true);
    });
  });
}
