/** The periods the statement's picker offers. */
export const PERIOD_CHOICES = ['this_month', 'last_month', 'this_quarter', 'custom'] as const;
/** One of {@link PERIOD_CHOICES}. */
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/** What each choice is called on screen. */
export const PERIOD_LABELS: Readonly<Record<PeriodChoice, string>> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_quarter: 'This quarter',
  custom: 'Custom',
};

/** A period as the server takes it: UTC days, both included. */
export interface DayPeriod {
  from: string;
  to: string;
}

const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

/**
 * The days of a preset period in UTC, the statement's time zone. A period that is still running
 * ends today: the server refuses a statement of days that have not come.
 *
 * @example
 * presetPeriod('last_month', new Date('2026-11-23T10:00:00Z')) // { from: '2026-10-01', to: '2026-10-31' }
 */
export function presetPeriod(choice: Exclude<PeriodChoice, 'custom'>, now: Date): DayPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = day(year, month, now.getUTCDate());
  switch (choice) {
    case 'this_month':
      return { from: day(year, month, 1), to: today };
    case 'last_month':
      return { from: day(year, month - 1, 1), to: day(year, month, 0) };
    case 'this_quarter':
      return { from: day(year, month - (month % 3), 1), to: today };
    default:
      return choice satisfies never;
  }
}
