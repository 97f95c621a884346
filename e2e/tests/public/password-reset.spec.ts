import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/fixtures';
import { allowRefusedRequests } from '../../support/expected-console-errors';
import { createOwnServer, type OwnServer } from '../../support/own-server';
import { startSmtpInbox, type SmtpInbox } from '../../support/smtp-inbox';

const OLD_PASSWORD = 'plum-violin-harbour-42';
const NEW_PASSWORD = 'lantern orchard velvet compass';

// The shared e2e server sends no email, so this journey runs a broker of its own whose SMTP
// server is this test's, with its site address set so the emailed link leads back to it.
let inbox: SmtpInbox;
let broker: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  inbox = await startSmtpInbox();
  broker = await createOwnServer({ env: (url) => ({ SMTP_URL: inbox.url, COMPANY_SITE: url, MAIL_FROM: 'Beurs <no-reply@example.com>' }) });
  await broker.start();
});
test.afterAll(async () => {
  await broker?.stop();
  await inbox?.close();
});

async function registerByApi(email: string): Promise<void> {
  const answer = await fetch(`${broker.url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: OLD_PASSWORD,
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+31 20 123 4567',
      country_id: 528,
      accept_terms: true,
      accept_risk_warning: true,
    }),
  });
  expect(answer.status).toBe(200);
}

test('forgot password: the emailed link sets a new password, once, and sign-in works with it', async ({ page, pageErrors }) => {
  test.setTimeout(90_000);
  const email = `reset-${randomUUID()}@example.com`;
  await registerByApi(email);

  await page.goto(`${broker.url}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that address, we have sent a link');

  await expect.poll(() => inbox.messages.length, { timeout: 15_000 }).toBe(1);
  const link = /https?:\/\/[^\s"<>]+#token=[A-Za-z0-9_-]+/.exec(inbox.messages[0] ?? '')?.[0] ?? '';
  expect(link.startsWith(`${broker.url}/reset-password#token=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  // The token leaves the address bar (and the history) once the page has read it.
  await expect(page).toHaveURL(`${broker.url}/reset-password`);
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/New password is too easy to guess/)).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(`${broker.url}/login`);
  await expect(page.getByRole('status')).toContainText('Your password has been reset');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.route('**/terminal/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Terminal</title><main><h1>Terminal</h1></main></html>',
    }),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${broker.url}/terminal/dashboard`);

  // The same link a second time: a clear refusal and a way to ask for a new one.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another fresh passphrase here');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link has already been used');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  allowRefusedRequests(pageErrors, [400]);
});
