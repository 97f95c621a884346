import { calendarRangeProblem } from '@beurs/domain';
import { Refusal } from '../refusals/refusal';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Without dates, a calendar shows the last week and the next 30 days. */
export const DEFAULT_CALENDAR_WINDOW = { pastDays: 7, futureDays: 30 } as const;

/** The inclusive date range (`YYYY-MM-DD`) a calendar request asks for, with its defaults. */
export function calendarWindow(query: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from =
    query.from ??
    new Date((query.to ? Date.parse(query.to) : today) - DEFAULT_CALENDAR_WINDOW.pastDays * DAY_MS).toISOString().slice(0, 10);
  const to =
    query.to ??
    new Date(Date.parse(from) + (DEFAULT_CALENDAR_WINDOW.pastDays + DEFAULT_CALENDAR_WINDOW.futureDays) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  const problem = calendarRangeProblem(from, to);
  if (problem) throw Refusal.validation(problem.message, [problem]);
  return { from, to };
}
