import { AppError } from '../http/app-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Without dates, a calendar shows the last week and the next 30 days. */
export const DEFAULT_CALENDAR_WINDOW = { pastDays: 7, futureDays: 30 } as const;
/** The longest range one calendar request may cover. */
export const MAX_CALENDAR_DAYS = 366;

/** The inclusive date range (`YYYY-MM-DD`) a calendar request asks for, with its defaults. */
export function calendarWindow(query: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = query.from ?? new Date((query.to ? Date.parse(query.to) : today) - DEFAULT_CALENDAR_WINDOW.pastDays * DAY_MS).toISOString().slice(0, 10);
  const to = query.to ?? new Date(Date.parse(from) + (DEFAULT_CALENDAR_WINDOW.pastDays + DEFAULT_CALENDAR_WINDOW.futureDays) * DAY_MS).toISOString().slice(0, 10);
  if (from > to) {
    throw AppError.validation('"from" must be on or before "to"', [{ path: 'from', message: '"from" must be on or before "to"' }]);
  }
  if (Date.parse(to) - Date.parse(from) > MAX_CALENDAR_DAYS * DAY_MS) {
    const message = `A calendar request covers at most ${MAX_CALENDAR_DAYS} days: choose a shorter range.`;
    throw AppError.validation(message, [{ path: 'to', message }]);
  }
  return { from, to };
}
