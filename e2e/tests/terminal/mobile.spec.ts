import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

test.use({ viewport: { width: 375, height: 740 } });

test('the bottom bar at 375 px: four tabs, the current one highlighted, no sideways scroll', async ({ page, request }) => {
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'exchange');
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByRole('link')).toHaveText(['Exchange', 'Orders', 'History', 'News']);
  await expect(bar.getByRole('link', { name: 'Exchange' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Screens' })).toHaveCount(0);

  await bar.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/terminal\/news$/);
  await expect(bar.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Exchange' })).not.toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // Every other screen is one menu away.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
});
