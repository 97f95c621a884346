import { seriousAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { allowRefusedRequests } from '../../support/expected-console-errors';

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  // Each route's page is checked by its visit in routes.spec.ts.

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
