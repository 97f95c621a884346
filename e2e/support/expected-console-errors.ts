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
