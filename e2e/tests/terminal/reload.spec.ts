import { test, expect, type Page } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn, storedTokens, stubLoginPage, type Tokens } from './terminal-session';

// Reloading or leaving a screen while the terminal starts aborts its requests. That says nothing
// about the session: the person must still be signed in afterwards, and the server must never
// have been asked to log them out.

const SCREENS = ['dashboard', 'exchange', 'orders'] as const;
const MOMENTS = [0, 150, 300, 'settled'] as const;

/** Records every logout the page sends. */
function watchLogouts(page: Page): string[] {
  const logouts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/logout')) logouts.push(request.url());
  });
  return logouts;
}

async function expectSignedIn(page: Page, screen: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/terminal/${screen}$`));
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The current user has loaded: the account figures show a balance.
  await expect(page.getByRole('banner').getByText('Equity', { exact: true })).toBeVisible();
  await expect(page.getByText('Reconnecting to the server…')).toHaveCount(0);
}

/**
 * Reloads as a person pressing F5 does. Chromium sometimes refuses a reload that arrives while the
 * navigation before it is still being committed ("Not attached to an active page"); a person's
 * second press goes through, so the helper presses again, and only for that refusal.
 */
async function pressReload(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.reload({ waitUntil: 'commit' });
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Not attached to an active page')) throw error;
      await page.waitForTimeout(50);
    }
  }
}

/** The session the page holds still works on the server (it was never revoked). */
async function expectSessionAlive(page: Page): Promise<void> {
  const { accessToken, refreshToken } = await storedTokens(page);
  expect(accessToken).not.toBeNull();
  expect(refreshToken).not.toBeNull();
  const answer = await page.request.post('/api/v1/users/', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(answer.status()).toBe(200);
}

test('reloading at any moment of the start keeps the person signed in, on three screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  await stubLoginPage(page);
  const tokens: Tokens = await signUpAndSignIn(request);
  const logouts = watchLogouts(page);
  await openTerminal(page, tokens, 'dashboard');
  await expectSignedIn(page, 'dashboard');
  for (const screen of SCREENS) {
    for (const moment of MOMENTS) {
      await page.goto(`/terminal/${screen}`, { waitUntil: 'commit' });
      if (moment === 'settled') await expectSignedIn(page, screen);
      else if (moment > 0) await page.waitForTimeout(moment);
      await pressReload(page);
      await expectSignedIn(page, screen);
    }
  }
  expect(logouts).toEqual([]);
  await expectSessionAlive(page);
});

test('a reload that cuts the first load of the current user short keeps the session', async ({ page, request }) => {
  await stubLoginPage(page);
  const tokens = await signUpAndSignIn(request);
  const logouts = watchLogouts(page);
  // Hold the first load of the current user until the reload cuts it off, as a person who reloads
  // an instant after signing in does.
  let held: (() => void) | null = null;
  const heldRequest = new Promise<void>((resolve) => (held = resolve));
  let first = true;
  await page.route('**/api/v1/users/', async (route) => {
    if (!first) return route.continue();
    first = false;
    held?.();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue().catch(() => undefined);
  });
  await openTerminal(page, tokens, 'dashboard');
  await heldRequest;
  await page.reload();
  await expectSignedIn(page, 'dashboard');
  // Give a late logout, if the old page had sent one, the time to arrive.
  await page.waitForTimeout(500);
  expect(logouts).toEqual([]);
  await expectSessionAlive(page);
});

test('a visitor without a session goes to /login without downloading the terminal', async ({ page }) => {
  await stubLoginPage(page);
  const scripts: string[] = [];
  const styles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.resourceType() === 'stylesheet') styles.push(request.url());
  });
  await page.goto('/terminal/orders');
  await expect(page).toHaveURL(/\/login$/);
  // Only the entry: its name is index-<hash>.js; the terminal's own code is in other chunks.
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/\/terminal\/assets\/index-[\w-]+\.js$/);
  expect(styles).toEqual([]);
  const entry = await page.request.get(scripts[0] ?? '', { headers: { 'accept-encoding': 'identity' } });
  expect((await entry.body()).length, 'bytes of the entry script').toBeLessThan(8_000);
});
