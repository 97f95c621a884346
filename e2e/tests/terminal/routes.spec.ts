import { test, expect, type Page } from '../../support/fixtures';
import { seriousAxeViolations } from '../../support/axe';
import { openTerminal, signUpAndSignIn, type Tokens } from './terminal-session';
import { TERMINAL_ROUTES } from './terminal-routes';

async function visitAll(page: Page, tokens: Tokens, width: number) {
  await openTerminal(page, tokens, 'dashboard');
  const notification = await page.request.get('/api/v1/notifications/', { headers: { authorization: `Bearer ${tokens.accessToken}` } });
  const { notifications } = (await notification.json()) as { notifications: Array<{ id: string }> };
  for (const route of [...TERMINAL_ROUTES, `notifications/${notifications[0]?.id ?? 'none'}`]) {
    await page.goto(`/terminal/${route}`);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Risk warning' }), route).toContainText('CFDs are complex instruments');
    await expect(page.getByRole('status', { name: /^Loading/ }), route).toHaveCount(0, { timeout: 10_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${route} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
}

for (const width of [375, 1440]) {
  test(`every terminal route renders at ${width} px without console errors`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const tokens = await signUpAndSignIn(request);
    await visitAll(page, tokens, width);
  });
}

test('no serious accessibility violations on the main screens', async ({ page, request }) => {
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'dashboard');
  for (const route of ['dashboard', 'exchange', 'orders', 'deposit', 'account']) {
    await page.goto(`/terminal/${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 10_000 });
    expect(await seriousAxeViolations(page), route).toEqual([]);
  }
});

test('works at 320 px without sideways scrolling', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const tokens = await signUpAndSignIn(request);
  for (const route of ['dashboard', 'exchange', 'orders', 'deposit']) {
    await openTerminal(page, tokens, route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), route).toBe(true);
  }
});
