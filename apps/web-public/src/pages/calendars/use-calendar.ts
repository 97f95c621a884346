import { useCallback, useEffect, useState } from 'react';
import { isHttpError, toUserMessage } from '@beurs/api-client';
import { ERROR_CODES, calendarRangeProblem, type CalendarQuery } from '@beurs/domain';
import type { CalendarFilterQuery } from './calendar-filters';

/** Where a calendar load stands. */
export type CalendarState<TEntry> =
  { status: 'loading' } | { status: 'ready'; entries: readonly TEntry[] } | { status: 'error'; message: string; refusedFilter: boolean };

/** Whether the server refused the filters themselves (a range too long, `from` after `to`). */
function isRefusedFilter(error: unknown): boolean {
  return isHttpError(error) && error.code === ERROR_CODES.validation;
}

/**
 * Loads a calendar for a query, again whenever the query changes, and on `retry()`. A failure
 * is logged (contract §8) and also reported as an error state, so the page can offer to try again
 * rather than show an empty calendar that looks like "no events". A refusal of the filters is
 * not a failure: the server's message says how to fix them, and it is only shown.
 */
export function useCalendar<TEntry>(
  load: (query: CalendarQuery) => Promise<{ celendar: TEntry[] }>,
  query: CalendarFilterQuery,
): { state: CalendarState<TEntry>; retry: () => void } {
  const [state, setState] = useState<CalendarState<TEntry>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { from, to, country, importance } = query;

  useEffect(() => {
    // A range the server would refuse is not asked for: its message is shown at once, and the
    // person sees no failed request while typing the first of two dates.
    const problem = from && to ? calendarRangeProblem(from, to) : null;
    if (problem) {
      setState({ status: 'error', message: problem.message, refusedFilter: true });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    load({ from, to, country, importance })
      .then((answer) => {
        if (active) setState({ status: 'ready', entries: answer.celendar });
      })
      .catch((error: unknown) => {
        const refusedFilter = isRefusedFilter(error);
        if (!refusedFilter) console.error('Could not load the calendar', error);
        const { message } = toUserMessage(error, { fallback: 'The calendar could not be loaded.' });
        if (active) setState({ status: 'error', message, refusedFilter });
      });
    return () => {
      active = false;
    };
  }, [load, from, to, country, importance, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
