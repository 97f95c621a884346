import type { TradingHours } from '../entities';

/**
 * Trading hours: whether an instrument's market is open at an instant, and when it opens next.
 * Sessions are written in the exchange's own time zone (IANA), so daylight saving time moves
 * them in UTC the way it moves the real exchange. The server decides with these rules, and a
 * client uses the same ones to say when trading resumes.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/**
 * Offset of the time zone from UTC at an instant, in ms (e.g. +3,600,000 for Amsterdam in winter).
 *
 * @example
 * timezoneOffsetMs('Europe/Amsterdam', Date.parse('2026-07-15T12:00:00Z')) // 7_200_000 (summer time)
 */
export function timezoneOffsetMs(timezone: string, atMs: number): number {
  const parts = formatterFor(timezone).formatToParts(new Date(atMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? '0');
  const localAsUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  const wholeMinute = Math.floor(atMs / MINUTE_MS) * MINUTE_MS;
  return localAsUtc - wholeMinute;
}

/** The exchange-local wall clock at an instant: ISO weekday (1 = Monday) and minute of the day. */
export interface LocalTime {
  weekday: number;
  minuteOfDay: number;
}

const DAY_MS = 24 * HOUR_MS;

/** A time zone's clock: local weekday and minute, and the local date. */
export interface LocalClock {
  time(atMs: number): LocalTime;
  /** `YYYY-MM-DD` in the time zone. */
  date(atMs: number): string;
}

/** Offsets per time zone and UTC day: one number for a day without a clock change, else per hour. */
const dayOffsets = new Map<string, Map<number, number | Map<number, number>>>();

/** The zone's UTC offset at an instant, computed with Intl once per zone and day (memoised). */
function cachedOffsetMs(timezone: string, atMs: number): number {
  let days = dayOffsets.get(timezone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timezone, days);
  }
  const day = Math.floor(atMs / DAY_MS);
  let entry = days.get(day);
  if (entry === undefined) {
    const first = timezoneOffsetMs(timezone, day * DAY_MS);
    const last = timezoneOffsetMs(timezone, day * DAY_MS + DAY_MS - HOUR_MS);
    // Every zone we list changes its clocks on whole hours, so a changing day is cached per hour.
    entry = first === last ? first : new Map<number, number>();
    days.set(day, entry);
  }
  if (typeof entry === 'number') return entry;
  const hour = Math.floor(atMs / HOUR_MS);
  let offset = entry.get(hour);
  if (offset === undefined) {
    offset = timezoneOffsetMs(timezone, hour * HOUR_MS);
    entry.set(hour, offset);
  }
  return offset;
}

/**
 * Reads local times of one time zone cheaply enough to scan minute by minute.
 *
 * @example
 * const clock = createLocalClock('Europe/Amsterdam');
 * clock.time(Date.parse('2026-11-24T10:00:00Z')) // { weekday: 2, minuteOfDay: 660 } (Tuesday 11:00)
 * clock.date(Date.parse('2026-11-24T23:30:00Z')) // '2026-11-25'
 */
export function createLocalClock(timezone: string): LocalClock {
  const localMs = (atMs: number) => atMs + cachedOffsetMs(timezone, atMs);
  return {
    time(atMs) {
      const local = localMs(atMs);
      const dayNumber = Math.floor(local / DAY_MS);
      // 1 January 1970 was a Thursday (ISO weekday 4).
      const weekday = ((((dayNumber + 3) % 7) + 7) % 7) + 1;
      return { weekday, minuteOfDay: Math.floor((local - dayNumber * DAY_MS) / MINUTE_MS) };
    },
    date(atMs) {
      return new Date(localMs(atMs)).toISOString().slice(0, 10);
    },
  };
}

function minutesOf(text: string): number {
  const [hours = '0', minutes = '0'] = text.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** One instrument's hours, to be asked about many instants. */
export interface MarketHours {
  isOpen(atMs: number): boolean;
  /** The exchange's local date at an instant, `YYYY-MM-DD`: a new date is a new trading day. */
  localDate(atMs: number): string;
}

/**
 * Compiles an instrument's trading hours (sessions open inclusive, close exclusive).
 *
 * @example
 * const market = createMarketHours({ timezone: 'Europe/Amsterdam', sessions: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30' }] });
 * market.isOpen(Date.parse('2026-11-24T10:00:00Z')) // true
 * market.isOpen(Date.parse('2026-11-24T16:30:00Z')) // false (17:30 local: closed)
 */
export function createMarketHours(hours: TradingHours): MarketHours {
  const clock = createLocalClock(hours.timezone);
  // Sessions compiled to minutes once, since a scan asks about many instants.
  const sessions = hours.sessions.map((session) => ({
    days: new Set(session.days),
    open: minutesOf(session.open),
    close: minutesOf(session.close),
  }));
  return {
    isOpen(atMs) {
      const local = clock.time(atMs);
      return sessions.some(
        (session) => session.days.has(local.weekday) && local.minuteOfDay >= session.open && local.minuteOfDay < session.close,
      );
    },
    localDate: (atMs) => clock.date(atMs),
  };
}

/**
 * Whether the market is open at `at`.
 *
 * @example
 * isMarketOpen({ timezone: 'Europe/Amsterdam', sessions: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30' }] }, new Date('2026-11-24T10:00:00Z')); // true
 */
export function isMarketOpen(hours: TradingHours, at: Date): boolean {
  return createMarketHours(hours).isOpen(at.getTime());
}

/** Longest stretch a market stays closed in our catalogue (a long weekend), with room to spare. */
const NEXT_OPEN_HORIZON_MS = 10 * 24 * HOUR_MS;

/**
 * The first instant at or after `at` when the market is open (to the minute), or null when it
 * does not open within ten days.
 *
 * @example
 * // A share closed on Saturday opens Monday 09:00 in Amsterdam, 08:00 UTC in winter.
 * nextMarketOpen(amsterdamShares, new Date('2026-11-28T12:00:00Z')); // 2026-11-30T08:00:00.000Z
 */
export function nextMarketOpen(hours: TradingHours, at: Date): Date | null {
  const market = createMarketHours(hours);
  let cursor = Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS;
  const end = cursor + NEXT_OPEN_HORIZON_MS;
  // Sessions start on quarter hours; step by 15 minutes, then find the exact minute.
  const step = 15 * MINUTE_MS;
  while (cursor <= end) {
    if (market.isOpen(cursor)) {
      let exact = cursor;
      while (exact - MINUTE_MS >= at.getTime() && market.isOpen(exact - MINUTE_MS)) exact -= MINUTE_MS;
      return new Date(exact);
    }
    cursor += step;
  }
  return null;
}

/**
 * When a day order placed at `at` expires: at the end of the instrument's trading day, which is
 * the first of its next close (by the trading hours) and the end of the exchange's local date,
 * counted from `at` when the market is open and from its next open when it is closed (an order
 * placed over the weekend lives through Monday's session). A market that trades around the clock
 * ends its day at midnight in its time zone: midnight UTC for crypto, whose hours are kept in
 * UTC. Null when the market does not open within ten days.
 *
 * @example
 * // Amsterdam shares, 09:00–17:30 local: an order placed at 10:00 UTC expires at the close.
 * dayOrderExpiry(amsterdamShares, new Date('2026-11-24T10:00:00Z')); // 2026-11-24T16:30:00.000Z
 */
export function dayOrderExpiry(hours: TradingHours, at: Date): Date | null {
  const market = createMarketHours(hours);
  const start = market.isOpen(at.getTime()) ? at : nextMarketOpen(hours, at);
  if (!start) return null;
  const startMs = start.getTime();
  const day = market.localDate(startMs);
  const ended = (ms: number) => !market.isOpen(ms) || market.localDate(ms) !== day;
  const step = 15 * MINUTE_MS;
  let cursor = Math.floor(startMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const end = startMs + NEXT_OPEN_HORIZON_MS;
  while (cursor <= end) {
    if (ended(cursor)) {
      // Sessions and dates change on whole minutes: walk back to the first minute that ended.
      let exact = cursor;
      while (exact - MINUTE_MS > startMs && ended(exact - MINUTE_MS)) exact -= MINUTE_MS;
      return new Date(exact);
    }
    cursor += step;
  }
  // Not reached (the local date changes within a day); midnight UTC as the last resort.
  return new Date(Math.floor(startMs / DAY_MS) * DAY_MS + DAY_MS);
}
