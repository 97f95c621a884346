import { request as requestContext } from '@playwright/test';
import { test, expect, type Page } from '../../support/fixtures';
import { allowUnreachableServer } from '../../support/expected-console-errors';
import { createOwnServer, type OwnServer } from '../../support/own-server';
import { openTerminal, signUpAndSignIn, storedTokens, stubLoginPage, type Tokens } from './terminal-session';

// A deployment restarts the server while people use the terminal, or while their terminal is
// still starting. Nobody may be signed out by it: the terminal says it is reconnecting, and
// carries on when the server is back.

test.describe.configure({ mode: 'serial' });

let server: OwnServer;

test.beforeAll(async () => {
  // A first start migrates and seeds a fresh database: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  server = await createOwnServer();
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

async function signUp(): Promise<Tokens> {
  const api = await requestContext.newContext({ baseURL: server.url });
  try {
    return await signUpAndSignIn(api);
  } finally {
    await api.dispose();
  }
}

async function expectSignedInOnDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${server.url}/terminal/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Erin' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const { accessToken } = await storedTokens(page);
  expect(accessToken).not.toBeNull();
}

test('a server restart while the terminal is open: reconnecting, then live, still signed in', async ({ page, pageErrors }) => {
  test.setTimeout(300_000);
  await stubLoginPage(page);
  const tokens = await signUp();
  await openTerminal(page, tokens, 'dashboard', server.url);
  await expectSignedInOnDashboard(page);
  const connection = page.getByRole('banner').getByRole('status');
  await expect(connection).toHaveText('Live');

  await server.stop();
  await expect(connection).toContainText('Reconnecting');
  await server.start();
  await expect(connection).toHaveText('Live', { timeout: 150_000 });
  await expectSignedInOnDashboard(page);

  // The session survived on the server too: a reload starts it again.
  await page.reload();
  await expectSignedInOnDashboard(page);
  allowUnreachableServer(pageErrors);
});

test('a server restart while the terminal is starting: the reconnecting state, then signed in', async ({ page, pageErrors }) => {
  test.setTimeout(300_000);
  await stubLoginPage(page);
  const tokens = await signUp();
  // The server goes away just as the terminal asks for the current user: the screen has loaded,
  // the session has not started yet.
  let first = true;
  await page.route('**/api/v1/users/', async (route) => {
    if (!first) return route.continue();
    first = false;
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await server.stop();
    await route.continue().catch(() => undefined);
  });
  await openTerminal(page, tokens, 'dashboard', server.url);

  const reconnecting = page.getByRole('status').filter({ hasText: 'Reconnecting to the server…' });
  await expect(reconnecting).toBeVisible({ timeout: 30_000 });
  await expect(reconnecting).toContainText('You are still signed in');
  await server.start();
  // The terminal retries by itself; "Retry now" only saves the wait. By the time the server
  // answers, the terminal's own retry may already have gone through and taken the banner (and
  // its button) away: only a click that fails while the banner is still there is a failure.
  await reconnecting
    .getByRole('button', { name: 'Retry now' })
    .click({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      if ((await reconnecting.count()) > 0) throw error;
    });
  await expect(reconnecting).toHaveCount(0, { timeout: 60_000 });
  await expectSignedInOnDashboard(page);
  allowUnreachableServer(pageErrors);
});
