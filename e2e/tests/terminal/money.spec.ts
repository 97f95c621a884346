import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

test('deposits, sets a PIN, withdraws and takes a demo top-up', async ({ page, request }) => {
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'deposit');

  await expect(page.getByRole('radio')).toHaveCount(6);
  await expect(page.getByRole('img', { name: /QR code of the Bitcoin address/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await expect(page.getByText('Payment description: contact support')).toBeVisible();
  await page.getByRole('radio', { name: 'Bitcoin' }).check();
  await page.getByLabel('Amount (EUR)').fill('250');
  await page.getByRole('button', { name: 'Deposit virtual funds' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Deposit recorded' });
  await expect(result).toContainText('250.00 EUR');
  await expect(page.locator('.t-figures--header')).toContainText('10,250.00 EUR');

  await page.goto('/terminal/account/security');
  await page.getByLabel('PIN', { exact: true }).fill('4826');
  await page.getByRole('button', { name: 'Set PIN' }).click();
  await expect(page.getByText('Code saved successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change PIN' })).toBeVisible();

  await page.goto('/terminal/withdrawal');
  await expect(page.getByText(/5 wrong PINs in a row lock withdrawals for 15 minutes/).first()).toBeVisible();
  await page.getByLabel('Wallet or account').fill('bc1qe2ewallet');
  await page.getByLabel('Amount (EUR)').fill('300');
  await page.getByLabel('PIN').fill('4826');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrawal successful')).toBeVisible();
  await expect(page.locator('.t-figures--header')).toContainText('9,950.00 EUR');

  await page.goto('/terminal/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Demo top-up' }).click();
  await expect(page.locator('.t-figures--header')).toContainText('10,000.00 EUR');
  await expect(page.getByRole('main').getByRole('button', { name: 'Demo top-up' })).toBeDisabled();
});
