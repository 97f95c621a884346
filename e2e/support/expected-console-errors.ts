import type { Page } from '@playwright/test';
import type { PageErrors } from './fixtures';

/**
 * Chromium logs every 4xx answer of `fetch` as a console error ("Failed to load resource: the
 * server responded with a status of 401 (Unauthorized)"), which the fixture counts as a page
 * error. A journey that makes the server refuse something on purpose calls this at its end to
 * remove exactly those lines for the statuses it expected; anything else still fails the test.
 */
export function allowRefusedRequests(pageErrors: PageErrors, statuses: readonly number[]): void {
  const expected = statuses.map((status) => `console: Failed to load resource: the server responded with a status of ${status} `);
  const kept = pageErrors.list.filter((line) => !expected.some((prefix) => line.startsWith(prefix)));
  pageErrors.list.splice(0, pageErrors.list.length, ...kept);
}

/**
 * What Chromium logs while the server cannot be reached: refused fetches and socket attempts,
 * and the 503 a server answers to requests that arrive while it shuts down.
 */
const UNREACHABLE = [
  /net::ERR_CONNECTION_REFUSED/,
  /net::ERR_CONNECTION_RESET/,
  /net::ERR_EMPTY_RESPONSE/,
  /WebSocket connection to .* failed/,
  /the server responded with a status of 503 \(Service Unavailable\)/,
];

/**
 * A journey that stops the server on purpose calls this at its end to remove the lines the
 * browser logs for requests that could not reach it; anything else still fails the test.
 */
export function allowUnreachableServer(pageErrors: PageErrors): void {
  const kept = pageErrors.list.filter((line) => !UNREACHABLE.some((pattern) => pattern.test(line)));
  pageErrors.list.splice(0, pageErrors.list.length, ...kept);
}

/**
 * Keeps the web fonts from loading, so every page of a journey draws in the fallback font.
 * The default font is `font-display: optional`: a page shows it only when it arrives within the
 * first 100 ms, so on a busy machine a first visit and a later one can draw the same text in two
 * fonts. A journey that compares positions across pages calls this first, and at its end
 * `allowBlockedFonts` removes the lines Chromium logs for the refused files.
 */
export async function blockFonts(page: Page): Promise<void> {
  await page.route(/\.woff2?(\?|$)/, (route) => route.abort('blockedbyclient'));
}

/** Removes the console lines of font files refused by `blockFonts`; anything else still fails. */
export function allowBlockedFonts(pageErrors: PageErrors): void {
  const kept = pageErrors.list.filter((line) => !/net::ERR_BLOCKED_BY_CLIENT/.test(line));
  pageErrors.list.splice(0, pageErrors.list.length, ...kept);
}
