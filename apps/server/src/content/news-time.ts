import { addTradingDays, isoWeekday, localInstant, seedingTradingDay } from './trading-days';

/**
 * When a seeded news item was published: a local time of the market it is about, on a trading
 * day before the seeding day. An opening-bell story is stamped just after that market's open, a
 * closing story after its close, so the time matches the text.
 */
export interface NewsTime {
  /**
   * Trading days before the seeding day, counted like the calendars (trading-days.ts), so a story
   * about a release one trading day ago comes after that release. 0 is the seeding day.
   */
  tradingDaysAgo: number;
  /** IANA time zone of `time`. */
  timezone: string;
  /** `HH:MM` local time. */
  time: string;
  /** Only on this ISO weekday (1 = Monday), e.g. a story about the weekend runs on a Monday. */
  weekday?: number;
}

/** The longest a story is moved back to find its weekday at or before the seeding instant. */
const MAX_STEPS_BACK = 10;

/**
 * The publication instant of a seeded story: its local time on the trading day `tradingDaysAgo`
 * before the seeding day, moved back a trading day at a time while that is still in the future
 * (a story is never published ahead of the seeding instant) or not on its weekday.
 *
 * @example
 * // Seeded on Monday 23 November 2026 at 14:30 UTC, 09:35 New York is 14:35 UTC, still to come: Friday's.
 * newsPublishedAt({ tradingDaysAgo: 0, timezone: 'America/New_York', time: '09:35' }, new Date('2026-11-23T14:30:00Z')); // 2026-11-20T14:35:00.000Z
 */
export function newsPublishedAt(when: NewsTime, now: Date): Date {
  let date = addTradingDays(seedingTradingDay(now), -when.tradingDaysAgo);
  for (let step = 0; step < MAX_STEPS_BACK; step += 1) {
    const at = localInstant({ date, time: when.time, timezone: when.timezone });
    if (at.getTime() <= now.getTime() && (when.weekday === undefined || isoWeekday(date) === when.weekday)) return at;
    date = addTradingDays(date, -1);
  }
  throw new Error(`No trading day within ${MAX_STEPS_BACK} of ${date} matches ${JSON.stringify(when)}`);
}
