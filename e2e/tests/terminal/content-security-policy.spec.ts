import { test, expect } from '../../support/fixtures';
import { cspViolations, expectStrictPolicy, recordCspViolations } from '../../support/csp-violations';
import { openTerminal, signUpAndSignIn } from './terminal-session';
import { TERMINAL_ROUTES } from './terminal-routes';

/** A real 1x1 PNG, so the preview has pixels to draw. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await recordCspViolations(page);
});

test('every terminal screen renders under the policy with no violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tokens = await signUpAndSignIn(request);
  await openTerminal(page, tokens, 'dashboard');
  const listed = await page.request.get('/api/v1/notifications/', { headers: { authorization: `Bearer ${tokens.accessToken}` } });
  const { notifications } = (await listed.json()) as { notifications: Array<{ id: string }> };
  for (const route of [...TERMINAL_ROUTES, `notifications/${notifications[0]?.id ?? 'none'}`]) {
    await expectStrictPolicy(await page.goto(`/terminal/${route}`));
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ }), route).toHaveCount(0, { timeout: 10_000 });
    expect(await cspViolations(page), route).toEqual([]);
  }
});

test('the chart, the QR codes and the upload preview draw under the policy', async ({ page, request }) => {
  const tokens = await signUpAndSignIn(request);

  // Highcharts Stock writes inline styles and a <style> element: style-src allows them.
  await openTerminal(page, tokens, 'instrument/BTCUSD');
  await expect(page.getByTestId('candle-chart').locator('.highcharts-candlestick-series .highcharts-point').first()).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);

  // QR codes are data: images (img-src data:); a blocked image would have no pixels.
  await page.goto('/terminal/deposit');
  const walletQr = page.getByRole('img', { name: /QR code of the Bitcoin address/ });
  await expect(walletQr).toBeVisible();
  await expect.poll(() => walletQr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/terminal/account/security');
  const setUp = page.getByRole('form', { name: 'Set up two-factor sign-in' });
  await setUp.getByLabel('Password').fill('Terminal journeys 2026!');
  await setUp.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const keyQr = page.getByRole('img', { name: /QR code for your authenticator app/ });
  await expect(keyQr).toBeVisible();
  await expect.poll(() => keyQr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await cspViolations(page)).toEqual([]);

  // The preview of a chosen document is a blob: image (img-src blob:).
  await page.goto('/terminal/account/verification');
  await page.getByLabel('Passport file').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  const preview = page.getByRole('img', { name: 'Preview of passport.png' });
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  expect(await cspViolations(page)).toEqual([]);
});
