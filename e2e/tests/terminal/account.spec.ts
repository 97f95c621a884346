import { test, expect } from '../../support/fixtures';
import { allowRefusedRequests } from '../../support/expected-console-errors';
import { openTerminal, signUpAndSignIn } from './terminal-session';

// The smallest valid PNG: 1×1, one transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('uploads a passport with a preview and sees it waiting for review', async ({ page, request }) => {
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'account/verification');
  await page.getByLabel('Passport file').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByAltText('Preview of passport.png')).toBeVisible();
  await page.getByRole('button', { name: 'Upload passport' }).click();
  await expect(page.getByText('Passport uploaded successfully')).toBeVisible();
  await expect(page.locator('.t-doc-list')).toContainText('Waiting for review');
});

test('reads a notification, and the unread count follows', async ({ page, request }) => {
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'notifications');
  await expect(page.getByRole('link', { name: 'Notifications (1 unread)' })).toBeVisible();
  await page.locator('.t-notification__link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect(page.getByRole('link', { name: 'Notifications (0 unread)' })).toBeVisible();
});

test('switches theme and font, and both survive a reload', async ({ page, request }) => {
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'account');
  const appearance = page.getByRole('region', { name: 'Appearance' });
  await appearance.getByLabel('Theme').selectOption('indigo');
  await appearance.getByLabel('Font').selectOption('montserrat');
  await expect(page.locator('html')).toHaveClass(/theme-indigo/);
  await expect(page.locator('html')).toHaveClass(/font-montserrat/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/theme-indigo/);
  await expect(page.locator('html')).toHaveClass(/font-montserrat/);
  // The same pickers are in the header's dialog; Escape closes it.
  await page.getByRole('button', { name: 'Theme & font' }).click();
  const dialog = page.getByRole('dialog', { name: 'Theme and font' });
  await dialog.getByLabel('Theme').selectOption('green');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).toHaveClass(/theme-green/);
});

test('scores a new password while it is typed, and the server refuses a weak one naming the field', async ({
  page,
  request,
  pageErrors,
}) => {
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'account');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Terminal journeys 2026!');
  await form.getByLabel('New password').pressSequentially('Beurs2026');
  await expect(form.getByText('Strength: Weak (1 of 4). At least Strong (3 of 4) is needed.')).toBeVisible();
  await expect(form.getByText('Add more words that are less common.')).toBeVisible();
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(/New password is too easy to guess \(Weak, 1 of 4/)).toBeVisible();
  await expect(form.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('New password').fill('tulip anchor meadow copper');
  await expect(form.getByText('Strength: Very strong (4 of 4).')).toBeVisible();
  allowRefusedRequests(pageErrors, [400]);
});
