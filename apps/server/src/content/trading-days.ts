import { timezoneOffsetMs } from '@beurs/domain';

/**
 * Trading-day arithmetic for the seeded calendars and news. A trading day is Monday to Friday:
 * the catalogue's trading hours have no exchange holidays (market/trading-hours-presets.ts), so
 * neither do these. Dates are `YYYY-MM-DD` in the market's own time zone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whether a date is a trading day (Monday to Friday). */
export function isTradingDay(date: string): boolean {
  return isoWeekday(date) <= 5;
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The trading day `count` trading days after `date` (before it when negative). From a weekend
 * day, the count starts at the next Monday.
 *
 * @example
 * addTradingDays('2026-11-20', 1); // '2026-11-23' (Friday → Monday)
 */
export function addTradingDays(date: string, count: number): string {
  let current = date;
  while (!isTradingDay(current)) current = shiftDate(current, 1);
  const step = count < 0 ? -1 : 1;
  for (let left = Math.abs(count); left > 0;) {
    current = shiftDate(current, step);
    if (isTradingDay(current)) left -= 1;
  }
  return current;
}

/**
 * The trading day seeded content counts from: the seeding day's UTC date, or the next Monday when
 * seeded at the weekend (so "today's" releases are those of the coming session).
 */
export function seedingTradingDay(now: Date): string {
  return addTradingDays(now.toISOString().slice(0, 10), 0);
}

/**
 * The instant of a wall-clock time in a time zone, e.g. 08:30 in New York on a date.
 *
 * @example
 * localInstant({ date: '2026-11-25', time: '08:30', timezone: 'America/New_York' }); // 2026-11-25T13:30:00.000Z
 */
export function localInstant(at: { date: string; time: string; timezone: string }): Date {
  const wall = Date.parse(`${at.date}T${at.time}:00.000Z`);
  // Twice: the offset at the first guess can differ from the offset at the answer near a clock change.
  const guess = wall - timezoneOffsetMs(at.timezone, wall);
  return new Date(wall - timezoneOffsetMs(at.timezone, guess));
}
