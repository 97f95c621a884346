import type { BadgeVariant } from '@beurs/ui';
import type { CalendarImportance, EarningsCalendarEntry } from '@beurs/domain';

const TIME = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** An event's time in the reader's time zone: `Mon 18 Nov, 08:30`. */
export function formatEventTime(iso: string): string {
  return TIME.format(new Date(iso));
}

/** A report date (`YYYY-MM-DD`): `Tue 19 Nov 2026`. */
export function formatReportDate(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/** A large figure in short form: `167720000000` is `167.72 bn`. */
export function formatLargeNumber(value: string | null): string {
  if (value === null) return '–';
  const number = Number(value);
  const units: ReadonlyArray<readonly [number, string]> = [
    [1e12, 'tn'],
    [1e9, 'bn'],
    [1e6, 'm'],
  ];
  for (const [size, unit] of units) if (Math.abs(number) >= size) return `${(number / size).toFixed(2)} ${unit}`;
  return number.toLocaleString('en-GB');
}

export const IMPORTANCE_LABELS: Readonly<Record<CalendarImportance, string>> = { high: 'High', medium: 'Medium', low: 'Low' };

/** Badge colours of the importance levels; the text carries the meaning, the colour repeats it. */
export const IMPORTANCE_BADGES: Readonly<Record<CalendarImportance, BadgeVariant>> = {
  high: 'negative',
  medium: 'warning',
  low: 'neutral',
};

/** Sort order of the importance levels. */
export const IMPORTANCE_RANK: Readonly<Record<CalendarImportance, number>> = { high: 3, medium: 2, low: 1 };

export const TIME_OF_DAY_LABELS: Readonly<Record<EarningsCalendarEntry['time_of_day'], string>> = {
  before_open: 'Before the open',
  after_close: 'After the close',
  unknown: 'Not announced',
};
