import { createLocalClock, type EarningsCalendarEntry, type EconomicCalendarEntry } from '@beurs/domain';
import { isoWeekday, isTradingDay } from './trading-days';

/**
 * When a country's statistics office or central bank publishes: its time zone and the local times
 * it releases at. The seeded economic calendar is written in these terms, and a test checks every
 * seeded entry against them, so a release never lands at the weekend or at 04:45 local time.
 */
export interface ReleaseSchedule {
  /** IANA time zone of the publisher. */
  timezone: string;
  /** Local release times, `HH:MM`. */
  times: readonly string[];
}

/** The publishers of the demo calendar's releases (sources: each agency's release calendar). */
export const RELEASE_SCHEDULES = {
  // BLS, BEA, Census 08:30; S&P Global flash PMI 09:45; ISM, Conference Board, NAR, JOLTS 10:00;
  // Dallas Fed 10:30; FOMC statement and minutes 14:00.
  'United States': { timezone: 'America/New_York', times: ['08:30', '09:45', '10:00', '10:30', '14:00'] },
  // Statistics Canada 08:30; Bank of Canada decisions 09:45.
  Canada: { timezone: 'America/Toronto', times: ['08:30', '09:45'] },
  // ONS 07:00; S&P Global flash PMI 09:30; Bank of England decisions 12:00.
  'United Kingdom': { timezone: 'Europe/London', times: ['07:00', '09:30', '12:00'] },
  // HCOB flash PMI 10:00; Eurostat 11:00; ECB monetary policy decisions 14:15 (since July 2022).
  Eurozone: { timezone: 'Europe/Berlin', times: ['10:00', '11:00', '14:15'] },
  // Destatis 08:00; HCOB flash PMI 09:30; Ifo 10:00; preliminary CPI 14:00.
  Germany: { timezone: 'Europe/Berlin', times: ['08:00', '09:30', '10:00', '14:00'] },
  // INSEE 08:45.
  France: { timezone: 'Europe/Paris', times: ['08:45'] },
  // CBS morning releases.
  Netherlands: { timezone: 'Europe/Amsterdam', times: ['08:30'] },
  // Federal Statistical Office 08:30; SNB decisions 09:30.
  Switzerland: { timezone: 'Europe/Zurich', times: ['08:30', '09:30'] },
  // Statistics Bureau 08:30 (CPI); Cabinet Office 08:50 (GDP); Bank of Japan decisions around noon.
  Japan: { timezone: 'Asia/Tokyo', times: ['08:30', '08:50', '12:00'] },
  // Westpac-Melbourne Institute 10:30; Reserve Bank of Australia decisions 14:30.
  Australia: { timezone: 'Australia/Sydney', times: ['10:30', '14:30'] },
  // National Bureau of Statistics 09:30 (prices) and 10:00 (activity).
  China: { timezone: 'Asia/Shanghai', times: ['09:30', '10:00'] },
} as const satisfies Record<string, ReleaseSchedule>;

/** A country the demo economic calendar has releases for. */
export type ReleaseCountry = keyof typeof RELEASE_SCHEDULES;

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function isReleaseCountry(country: string): country is ReleaseCountry {
  return Object.hasOwn(RELEASE_SCHEDULES, country);
}

function clockText(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

/**
 * Why an economic calendar entry is not believable, or null when it is: it must fall on a
 * weekday in its publisher's time zone, at one of that publisher's release times.
 *
 * @example
 * economicReleaseProblem({ time: '2026-11-25T13:30:00.000Z', country: 'United States', event: 'GDP' }); // null (08:30 New York)
 */
export function economicReleaseProblem(entry: Pick<EconomicCalendarEntry, 'time' | 'country' | 'event'>): string | null {
  if (!isReleaseCountry(entry.country)) return `${entry.event}: no release schedule for ${entry.country}`;
  const schedule: ReleaseSchedule = RELEASE_SCHEDULES[entry.country];
  const local = createLocalClock(schedule.timezone).time(Date.parse(entry.time));
  const when = `${WEEKDAY_NAMES[local.weekday - 1] ?? 'day'} ${clockText(local.minuteOfDay)} ${schedule.timezone}`;
  if (local.weekday > 5) return `${entry.event} (${entry.country}) is released on ${when}, at the weekend`;
  if (!schedule.times.includes(clockText(local.minuteOfDay))) {
    return `${entry.event} (${entry.country}) is released at ${when}, not at one of ${schedule.times.join(', ')}`;
  }
  return null;
}

/**
 * Why an earnings calendar entry is not believable, or null when it is: a company reports on a
 * weekday, before the open or after the close (never "unknown" in the demo data).
 */
export function earningsReportProblem(entry: Pick<EarningsCalendarEntry, 'date' | 'company' | 'time_of_day'>): string | null {
  if (!isTradingDay(entry.date))
    return `${entry.company} reports on ${entry.date}, a ${WEEKDAY_NAMES[isoWeekday(entry.date) - 1] ?? 'weekend day'}`;
  if (entry.time_of_day !== 'before_open' && entry.time_of_day !== 'after_close') {
    return `${entry.company} reports at an ${entry.time_of_day} time of day; demo reports come before the open or after the close`;
  }
  return null;
}
