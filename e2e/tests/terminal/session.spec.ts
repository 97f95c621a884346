import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn, stubLoginPage } from './terminal-session';

test('without a token the terminal sends the visitor to /login', async ({ page }) => {
  await stubLoginPage(page);
  await page.goto('/terminal/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout clears the tokens and goes to /login', async ({ page, request }) => {
  await stubLoginPage(page);
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Erin' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('beurs.accessToken'), localStorage.getItem('beurs.refreshToken')])).toEqual([
    null,
    null,
  ]);
});
