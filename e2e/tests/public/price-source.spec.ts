import { expect, test } from '../../support/fixtures';

// A default install prices every instrument with the built-in simulator: the public market pages
// say so under each instrument's name, beside its bid and ask, on a wide screen and a phone.

test.describe('where the public prices come from', () => {
  test.beforeEach(async ({ request }) => {
    // The page shows a source only when the answer gives one (it never guesses "Simulated"): the journey needs the server to send it.
    const answer = (await (await request.get('/api/v1/quotes/')).json()) as { quotes: Array<{ price_source?: unknown }> };
    expect(answer.quotes.every((quote) => quote.price_source)).toBe(true);
  });

  test('the crypto market page says "Simulated" under each name, with what it means as its tooltip', async ({ page }) => {
    await page.goto('/markets/crypto');
    const table = page.getByRole('table', { name: /market simulator \(paper trading, no real market\), as of \d{2}:\d{2}:\d{2} UTC/ });
    const row = table.getByRole('row', { name: /BTCUSD/ });
    await expect(row).toContainText(/\d USD/);
    const source = row.getByTestId('price-source');
    await expect(source).toHaveText('Simulated');
    await expect(source).toHaveAttribute('title', "Prices from Beurs' market simulator");
    await expect(source).toBeVisible();
  });

  test.describe('on a phone at 375×812', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('each card of the markets page says where its price comes from, inside the screen', async ({ page }) => {
      await page.goto('/markets/all');
      const sources = page.getByTestId('price-source');
      await expect(sources.first()).toHaveText('Simulated');
      const count = await sources.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        const box = await sources.nth(index).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 375, `source ${index} inside the screen`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });
  });
});
