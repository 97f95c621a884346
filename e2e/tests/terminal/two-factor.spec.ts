import { Secret, TOTP } from 'otpauth';
import { test, expect, type Page } from '../../support/fixtures';
import { signUpAndSignIn } from './terminal-session';

const PASSWORD = 'Terminal journeys 2026!';

/** The code an authenticator app holding `secret` shows `offsetSeconds` from now. */
function codeFor(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('two-factor sign-in: set it up with the QR key, sign out, sign in with a code, then sign another device out', async ({
  page,
  request,
}) => {
  // Two sign-ins, a set-up and a device list in one journey: give it the slow-test budget.
  test.slow();
  // Another device of the same person: a sign-in through the API.
  const other = await signUpAndSignIn(request);
  await signInWithPassword(page, other.email);
  await expect(page).toHaveURL('/terminal/dashboard');

  await page.goto('/terminal/account/security');
  const setUp = page.getByRole('form', { name: 'Set up two-factor sign-in' });
  await setUp.getByLabel('Password').fill(PASSWORD);
  await setUp.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
  await expect(confirm.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
  const secret = (await confirm.getByLabel('Two-factor secret key').innerText()).replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await confirm.getByLabel('Code from the app').fill(codeFor(secret));
  await confirm.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/Two-factor sign-in is on/)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await signInWithPassword(page, other.email);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  // The code of the current step was spent on the confirmation and is never accepted twice;
  // the next step's code is within the ±30 s the server accepts.
  await code.fill(codeFor(secret, 30));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL('/terminal/dashboard');

  await page.goto('/terminal/account/security');
  const devices = page.getByRole('table', { name: 'Signed-in devices' });
  await expect(devices.getByRole('row', { name: /This device/ })).toHaveCount(1);
  // The API sign-in is the only other live session: the first browser session was logged out.
  const signOut = devices.getByRole('button', { name: /^Sign out / });
  await expect(signOut).toHaveCount(1);
  await signOut.click();
  await expect(page.getByText(/was signed out$/)).toBeVisible();
  await expect(devices.getByRole('row')).toHaveCount(2);
  const refused = await request.post('/api/v1/auth/refresh', { headers: { Refresh: other.refreshToken } });
  expect(refused.status()).toBe(401);
});
