import { MAX_CALENDAR_DAYS } from '../constants/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a calendar range cannot be asked for: the field to fix and what to do. */
export interface CalendarRangeProblem {
  path: 'from' | 'to';
  message: string;
}

/**
 * Checks a calendar range (`YYYY-MM-DD`, both ends inclusive) as the server does: `from` on or
 * before `to`, and at most {@link MAX_CALENDAR_DAYS} days. Null when it can be asked for; a form
 * can show the problem at once instead of sending a request the server would refuse.
 *
 * @example
 * calendarRangeProblem('2026-01-01', '2026-01-31') // null
 * calendarRangeProblem('2026-02-01', '2026-01-01') // { path: 'from', message: '"from" must be on or before "to"' }
 */
export function calendarRangeProblem(from: string, to: string): CalendarRangeProblem | null {
  if (from > to) return { path: 'from', message: '"from" must be on or before "to"' };
  if (Date.parse(to) - Date.parse(from) > MAX_CALENDAR_DAYS * DAY_MS) {
    return { path: 'to', message: `A calendar request covers at most ${MAX_CALENDAR_DAYS} days: choose a shorter range.` };
  }
  return null;
}
