import type { APIRequestContext } from '@playwright/test';
import { test, expect, type Page } from '../../support/fixtures';
import { seriousAxeViolations } from '../../support/axe';
import { openTerminal, signUpAndSignIn } from './terminal-session';

/** A program's call with the key's secret: the instruments, which every key may read. */
function callWithKey(request: APIRequestContext, secret: string) {
  return request.get('/api/v1/symbols/', { headers: { Authorization: `Bearer ${secret}` } });
}

/** How far the document scrolls sideways; 0 or less when it does not. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('an API key: created in the terminal, its secret shown once, accepted by the API, refused once revoked', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'account/security');
  const section = page.getByRole('region', { name: 'API keys', exact: true });
  await expect(section.getByRole('heading', { name: 'No API keys' })).toBeVisible();
  await expect(section).toContainText('can never withdraw money');

  await section.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('form', { name: 'Create an API key' });
  const name = form.getByLabel(/^Name/);
  await expect(name).toBeFocused();
  await name.fill('Journey bot');
  await form.getByRole('radio', { name: /Read and trade/ }).check();
  await form.getByLabel('Expires').selectOption({ label: '30 days' });
  await form.getByRole('button', { name: 'Create key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  const secretBox = dialog.getByRole('group', { name: 'Secret' });
  await expect(secretBox).toBeFocused();
  const secret = (await secretBox.locator('code').innerText()).trim();
  expect(secret).toMatch(/^bk_live_\S{16,}$/);
  await expect(dialog).toContainText('It cannot be shown again');
  expect(await seriousAxeViolations(page), 'the secret dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Copy the secret' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // Escape does not throw the secret away: the dialog stays and says what closes it.
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('alert')).toContainText('The secret is not shown again');
  await dialog.getByRole('button', { name: 'I have stored it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Create API key' })).toBeFocused();
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = section.getByRole('table', { name: 'Live API keys' }).getByRole('row', { name: /Journey bot/ });
  // The list shows the secret's first characters only, enough to tell keys apart.
  await expect(row).toContainText(secret.slice(0, 'bk_live_'.length + 4));
  await expect(row).toContainText('ReadTrade');
  await expect(row).toContainText('Never used');

  expect((await callWithKey(request, secret)).status(), 'a call with the new key').toBe(200);

  await row.getByRole('button', { name: /^Revoke Journey bot \(bk_live_/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke the key “Journey bot”?' });
  await expect(confirm).toContainText('stop at once');
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  expect(await seriousAxeViolations(page), 'the revoke confirmation').toEqual([]);
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('Journey bot was revoked: programs using it are refused from now on')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Create API key' })).toBeFocused();

  expect((await callWithKey(request, secret)).status(), 'a call with the revoked key').toBe(401);

  await section.getByRole('button', { name: 'Show revoked and expired keys (1)' }).click();
  await expect(section.getByRole('table', { name: 'Revoked and expired API keys' })).toContainText('Journey bot');
  expect(await seriousAxeViolations(page), 'the security screen with its keys').toEqual([]);
});

test('at 320 px the API keys fit without sideways scrolling and every control is a finger wide', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const tokens = await signUpAndSignIn(request);
  const made = await request.post('/api/v1/users/api-keys/create', {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
    data: { name: 'Phone journey bot with a rather long name', scopes: ['read'], allowed_ips: ['2001:db8:ffff:ffff:ffff:ffff:ffff:0/112'] },
  });
  expect(made.status(), await made.text()).toBe(200);

  await openTerminal(page, tokens, 'account/security');
  const section = page.getByRole('region', { name: 'API keys', exact: true });
  const revoke = section.getByRole('button', { name: /^Revoke Phone journey bot/ });
  await expect(revoke).toBeVisible();
  expect(await sidewaysOverflow(page), 'the security screen scrolls sideways').toBeLessThanOrEqual(0);
  for (const control of [revoke, section.getByRole('button', { name: 'Create API key' })]) {
    const box = await control.boundingBox();
    expect(box?.height, await control.innerText()).toBeGreaterThanOrEqual(44);
    expect(box?.width, await control.innerText()).toBeGreaterThanOrEqual(44);
  }

  await section.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(dialog.getByLabel(/^Name/)).toBeFocused();
  expect(await sidewaysOverflow(page), 'the create dialog scrolls sideways').toBeLessThanOrEqual(0);
  for (const control of [
    dialog.getByRole('button', { name: 'Close' }),
    dialog.getByRole('button', { name: 'Create key' }),
    dialog.getByRole('button', { name: 'Cancel' }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
  const dialogBox = await dialog.boundingBox();
  expect((dialogBox?.x ?? -1) >= 0 && (dialogBox?.x ?? 0) + (dialogBox?.width ?? 999) <= 320, 'the dialog fits the window').toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Create API key' })).toBeFocused();
});

test('a key is made and its secret put away with the keyboard alone', async ({ page, request }) => {
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'account/security');
  const section = page.getByRole('region', { name: 'API keys', exact: true });
  const create = section.getByRole('button', { name: 'Create API key' });
  await create.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Create an API key' });
  await expect(form.getByLabel(/^Name/)).toBeFocused();
  await page.keyboard.type('Keyboard bot');
  // Name, then the access choice (one Tab stop; the arrow keys choose), then the expiry.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: /Read only/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: /Read and trade/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Expires')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Allowed IP addresses/)).toBeFocused();
  await page.keyboard.type('127.0.0.1');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Create key' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog.getByRole('group', { name: 'Secret' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Copy the secret' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: 'I have stored it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();

  const row = section.getByRole('table', { name: 'Live API keys' }).getByRole('row', { name: /Keyboard bot/ });
  await expect(row).toContainText('ReadTrade');
  const revoke = row.getByRole('button', { name: /^Revoke Keyboard bot/ });
  await revoke.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Revoke the key “Keyboard bot”?' });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(revoke).toBeFocused();
});
