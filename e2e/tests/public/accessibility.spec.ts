import { seriousAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { allowRefusedRequests } from '../../support/expected-console-errors';
import { PUBLIC_ROUTES } from './public-routes';

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      // Wait for what loads after the first paint: the operator's details and the page's own data.
      await expect(page.getByRole('contentinfo')).toContainText('Support email');
      await expect(page.locator('.bx-skeleton')).toHaveCount(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('the open mobile menu has no serious or critical violation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the registration form with errors has no serious or critical violation', async ({ page, pageErrors }) => {
    await page.goto('/registration');
    await page.getByRole('button', { name: 'Open my demo account' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    allowRefusedRequests(pageErrors, [400]);
  });
});
