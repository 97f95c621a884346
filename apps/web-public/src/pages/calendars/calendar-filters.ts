import type { CalendarImportance, CalendarQuery } from '@beurs/domain';

/** The calendar filters as the form holds them: empty text means "any". */
export interface CalendarFilters {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, `YYYY-MM-DD`. */
  to: string;
  /** Country name, as the entries carry it; empty for all. */
  country: string;
  /** Importance, or empty for all (economic calendar only). */
  importance: CalendarImportance | '';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as `YYYY-MM-DD` (UTC, as the server reads dates). */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The server's default window, written out so the form shows it: the last week and the next 30 days. */
export function defaultCalendarFilters(now: number = Date.now()): CalendarFilters {
  return { from: isoDay(now - 7 * DAY_MS), to: isoDay(now + 30 * DAY_MS), country: '', importance: '' };
}

/** The query of `/celendar/*` calls (the contract's type also admits leaving it out). */
export type CalendarFilterQuery = NonNullable<CalendarQuery>;

/** The query string of `/celendar/*` for these filters; empty filters are left out. */
export function toCalendarQuery(filters: CalendarFilters): CalendarFilterQuery {
  const query: CalendarFilterQuery = {};
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.country) query.country = filters.country;
  if (filters.importance) query.importance = filters.importance;
  return query;
}
