import type { ReactNode } from 'react';
import { Button, EmptyState, Skeleton, Text } from '@beurs/ui';
import type { CalendarState } from './use-calendar';

/** Props of `<CalendarResults>`. */
export interface CalendarResultsProps<TEntry> {
  state: CalendarState<TEntry>;
  retry: () => void;
  /** What the entries are called: "events", "reports". */
  noun: string;
  /** Renders the entries once they are there (and not empty). */
  children: (entries: readonly TEntry[]) => ReactNode;
}

/** The loading, error, empty and loaded states of a calendar, with a status line for screen readers. */
export function CalendarResults<TEntry>({ state, retry, noun, children }: CalendarResultsProps<TEntry>) {
  if (state.status === 'loading') {
    return (
      <div className="calendar-results">
        <Skeleton label={`Loading ${noun}`} height="2rem" />
        <Skeleton height="2rem" />
        <Skeleton height="2rem" />
      </div>
    );
  }
  if (state.status === 'error' && state.refusedFilter) {
    return (
      <div className="calendar-results">
        <EmptyState title="These filters cannot be used" description={state.message} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="calendar-results">
        <EmptyState
          title={`The ${noun} could not be loaded`}
          description={state.message}
          action={<Button onClick={retry}>Try again</Button>}
        />
      </div>
    );
  }
  return (
    <div className="calendar-results">
      <Text as="p" variant="strong" role="status" className="calendar-results__count">
        {state.entries.length === 1 ? `1 ${noun.replace(/s$/, '')}` : `${state.entries.length} ${noun}`} found.
      </Text>
      {state.entries.length === 0 ? (
        <EmptyState title={`No ${noun} match these filters`} description="Widen the date range or choose another country." />
      ) : (
        children(state.entries)
      )}
    </div>
  );
}
