import type { APIRequestContext, Page } from '@playwright/test';

/** Access and refresh token of a signed-in test user. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

let counter = 0;

/**
 * Registers a fresh user through the API (so journeys running in parallel never share an
 * account) and signs it in. The public site's sign-in page is another app; the terminal only
 * needs the tokens in browser storage.
 */
export async function signUpAndSignIn(request: APIRequestContext): Promise<Tokens & { email: string }> {
  counter += 1;
  const email = `terminal-${Date.now()}-${process.pid}-${counter}@e2e.example`;
  const password = 'Terminal journeys 2026!';
  const signup = await request.post('/api/v1/auth/signup', {
    data: {
      email,
      password,
      first_name: 'Erin',
      last_name: 'Tester',
      phone: '+31 20 555 0101',
      country_id: 528,
      accept_terms: true,
      accept_risk_warning: true,
    },
  });
  if (!signup.ok()) throw new Error(`signup failed: ${signup.status()} ${await signup.text()}`);
  const signin = await request.post('/api/v1/auth/signin', { data: { email, password } });
  if (!signin.ok()) throw new Error(`signin failed: ${signin.status()} ${await signin.text()}`);
  return { email, ...((await signin.json()) as Tokens) };
}

/** Serves a stand-in for the public app's /login page, which another app builds. */
export async function stubLoginPage(page: Page): Promise<void> {
  await page.route('**/login', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Sign in</title><h1>Sign in</h1>' }),
  );
}

/**
 * Puts the tokens in browser storage (same origin) and opens a terminal screen, on the e2e
 * server or on `origin` (a server of the test's own).
 */
export async function openTerminal(page: Page, tokens: Tokens, path = 'dashboard', origin = ''): Promise<void> {
  await page.goto(`${origin}/api/v1/platform`);
  await page.evaluate((pair) => {
    localStorage.setItem('beurs.accessToken', pair.accessToken);
    localStorage.setItem('beurs.refreshToken', pair.refreshToken);
  }, tokens);
  await page.goto(`${origin}/terminal/${path}`);
}

/** The tokens the page holds in browser storage now. */
export async function storedTokens(page: Page): Promise<{ accessToken: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('beurs.accessToken'),
    refreshToken: localStorage.getItem('beurs.refreshToken'),
  }));
}
