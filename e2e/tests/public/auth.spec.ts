import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../../support/fixtures';
import { allowBlockedFonts, allowRefusedRequests, blockFonts } from '../../support/expected-console-errors';

const PASSWORD = 'plum-violin-harbour-42';

/**
 * The terminal is another app with its own browser tests; here its page is replaced by a stub,
 * so these journeys check what the public site does (store the tokens, open the dashboard URL)
 * whatever state the terminal is in.
 */
async function stubTerminal(page: Page) {
  await page.route('**/terminal/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Terminal</title><main><h1>Terminal</h1></main></html>',
    }),
  );
}

/** Where the header's first link sits: it moves if the account links change width. */
async function marketsLinkBox(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' }).boundingBox();
}

async function register(page: Page, email: string, password = PASSWORD) {
  await page.goto('/registration');
  await expect(page.getByLabel('Country')).toContainText('Netherlands');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Country').selectOption({ label: 'Netherlands (+31)' });
  await page.getByLabel('Phone number').fill('+31 20 123 4567');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /risk warning/ }).check();
  await page.getByRole('button', { name: 'Open my demo account' }).click();
}

test.describe('registration and sign-in', () => {
  test('registration then sign-in lands on /terminal/dashboard with the tokens stored', async ({ page, pageErrors }) => {
    await stubTerminal(page);
    // The header is compared across two visits: both must draw in the same font.
    await blockFonts(page);
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const marketsBefore = await marketsLinkBox(page);
    const email = `ada-${randomUUID()}@example.com`;
    await register(page, email);

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toContainText('Registration received');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/terminal/dashboard');
    const tokens = await page.evaluate(() => ({
      access: window.localStorage.getItem('beurs.accessToken'),
      refresh: window.localStorage.getItem('beurs.refreshToken'),
    }));
    expect(tokens.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokens.refresh).toBeTruthy();

    // Back on the public site the header offers the terminal, in the space sign-in took.
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'Open terminal' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Open a demo account' })).toHaveCount(0);
    expect(await marketsLinkBox(page)).toEqual(marketsBefore);
    await header.getByRole('link', { name: 'Open terminal' }).click();
    await expect(page).toHaveURL('/terminal/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terminal');
    allowBlockedFonts(pageErrors);
  });

  test("a wrong password shows the server's text and stays on the sign-in page", async ({ page, pageErrors }) => {
    const email = `grace-${randomUUID()}@example.com`;
    await register(page, email);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await page.getByLabel('Password').fill('not-the-right-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^The email or password is incorrect\./);
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => window.localStorage.getItem('beurs.accessToken'))).toBeNull();
    allowRefusedRequests(pageErrors, [401]);
  });

  test("the server's field errors are shown beside the fields and at the top", async ({ page, pageErrors }) => {
    await page.goto('/registration');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('password');
    await page.getByRole('button', { name: 'Open my demo account' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Enter a valid email address');
    await expect(summary).toContainText('You must accept the terms and conditions');
    await expect(summary).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');
    await summary.locator('a[href="#registration-country-id"]').click();
    await expect(page.getByLabel('Country')).toBeFocused();
    allowRefusedRequests(pageErrors, [400]);
  });

  test('the password is scored while it is typed, and a weak one is refused beside the field', async ({ page, pageErrors }) => {
    await page.goto('/registration');
    const password = page.getByLabel('Password', { exact: true });
    await password.pressSequentially('Summer2026!');
    // The estimator's dictionaries load on first use, so the meter appears after a moment.
    await expect(page.getByText('Strength: Fair (2 of 4). At least Strong (3 of 4) is needed.')).toBeVisible();
    await expect(page.getByRole('meter', { name: /^Strength: Fair/ })).toBeVisible();
    await expect(page.getByText('Add more words that are less common.')).toBeVisible();
    // The meter only advises: the server decides, and says why beside the field.
    await register(page, `weak-${randomUUID()}@example.com`, 'Summer2026!');
    await expect(page.getByRole('alert')).toContainText('Password is too easy to guess (Fair, 2 of 4; at least 3 is needed).');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await password.fill('orchid kettle gravel lantern');
    await expect(page.getByText('Strength: Very strong (4 of 4).')).toBeVisible();
    allowRefusedRequests(pageErrors, [400]);
  });

  test('an email that is already registered gets the same answer as a new one, and its account keeps its password', async ({
    page,
    pageErrors,
  }) => {
    const email = `alan-${randomUUID()}@example.com`;
    await register(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    const firstNotice = await page.getByRole('status').textContent();
    // Again, with another password: the same page and the same words, so a stranger learns nothing.
    await register(page, email, 'another-violin-harbour-43');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText(firstNotice ?? '');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    // Nothing changed: the second password does not open the account.
    await page.getByLabel('Password').fill('another-violin-harbour-43');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    allowRefusedRequests(pageErrors, [401]);
  });
});
