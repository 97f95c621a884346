/** Whole UTC days as `YYYY-MM-DD` text, the unit imports are done and recorded in. */

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (2025-02-30 is not). */
export function isUtcDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00.000Z`);
  return Number.isFinite(ms) && utcDayOf(ms) === text;
}

/** The instant a `YYYY-MM-DD` day starts, in milliseconds since the epoch. */
export function utcDayStart(day: string): number {
  if (!isUtcDay(day)) throw new RangeError(`Not a day written YYYY-MM-DD: "${day}"`);
  return Date.parse(`${day}T00:00:00.000Z`);
}

/** The UTC day that holds the instant. */
export function utcDayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included, in order. */
export function utcDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = utcDayStart(from), end = utcDayStart(to); ms <= end; ms += DAY_MS) days.push(utcDayOf(ms));
  return days;
}
