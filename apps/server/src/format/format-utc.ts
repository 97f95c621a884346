const MINUTE = 60_000;

/**
 * A moment as messages show it: `2026-11-23 14:45 UTC`, rounded UP to the minute so "try again
 * after …" is never too early. Server messages use UTC because the server does not know the
 * reader's time zone; clients may reformat the ISO fields instead.
 */
export function formatUtc(date: Date): string {
  const rounded = new Date(Math.ceil(date.getTime() / MINUTE) * MINUTE);
  return `${rounded.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
