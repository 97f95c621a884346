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
