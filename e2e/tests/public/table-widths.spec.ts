import { expect, test } from '../../support/fixtures';
import { PUBLIC_ROUTES } from './public-routes';

/** What scrolls sideways or overflows on the page: tables, their scroll areas, cells, captions and the document. */
function findOverflows(): string[] {
  // A pixel of slack: widths are rounded to whole pixels, fractional layouts can differ by one.
  const overflows = (element: Element) => element.scrollWidth > element.clientWidth + 1;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`;
  // Headers kept for screen readers only (the card layout's thead, a hidden caption) are clipped on purpose.
  const visuallyHidden = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath !== 'none' || style.clip !== 'auto') return true;
    }
    return false;
  };
  const found: string[] = [];
  const root = document.documentElement;
  if (overflows(root)) found.push(`document ${root.scrollWidth} > ${root.clientWidth}`);
  for (const element of document.querySelectorAll('table, .bx-table-scroll, td, th, caption')) {
    if (!visuallyHidden(element) && overflows(element)) found.push(describe(element));
  }
  return found;
}

// One page per width, the routes one after another in it: a visit is the cost, not the check.
const WIDTHS = [320, 375, 1440] as const;

test.describe('tables fit their page', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const width of WIDTHS) {
    test(`at ${width} px no table, cell, caption or page scrolls sideways on any public route`, async ({ page }) => {
      // Every public route in one journey: over a minute on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page.locator('.bx-skeleton')).toHaveCount(0);
        // Live prices and calendars fill their tables after the first paint.
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(findOverflows), `${route.path} at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('sorting on a phone', () => {
  test('the economic calendar sorts its cards with "Sort by" at 375 px; at 1440 px the headers sort', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/economic-calendar');
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toBeVisible();
    await expect(page.locator('.bx-table tbody tr').first()).toBeVisible();
    const firstCountry = () => page.locator('.bx-table tbody tr').first().locator('.bx-table__value').nth(1).textContent();
    await sortBy.selectOption({ label: 'Country, ascending' });
    const ascending = await firstCountry();
    await sortBy.selectOption({ label: 'Country, descending' });
    await expect.poll(firstCountry).not.toBe(ascending);

    await page.setViewportSize({ width: 1440, height: 800 });
    await expect(sortBy).toBeHidden();
    await expect(page.getByRole('columnheader', { name: /Country/ })).toHaveAttribute('aria-sort', 'descending');
  });
});
