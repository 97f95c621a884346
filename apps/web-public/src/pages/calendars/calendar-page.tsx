import { useState, type ReactNode } from 'react';
import type { CalendarQuery } from '@beurs/domain';
import { Text } from '@beurs/ui';
import { PageIntro, type PageIntroProps } from '../../page/page-intro';
import { SectionNav } from '../../page/section-nav';
import { CALENDAR_LINKS } from '../../routes/site-map';
import { CalendarFilterForm } from './calendar-filter-form';
import { defaultCalendarFilters, toCalendarQuery, type CalendarFilters } from './calendar-filters';
import { CalendarResults } from './calendar-results';
import { useCalendar } from './use-calendar';
import { useDebouncedValue } from './use-debounced-value';
import { useKnownCountries } from './use-known-countries';

/** How long the filters must stay unchanged before the calendar is asked again. */
const FILTER_DELAY_MS = 300;

/** Props of `<CalendarPage>`. */
export interface CalendarPageProps<TEntry extends { country: string }> extends PageIntroProps {
  /** Loads the entries for a query (an API call). Keep it stable between renders. */
  load: (query: CalendarQuery) => Promise<{ celendar: TEntry[] }>;
  /** What the entries are called: "events", "reports". */
  noun: string;
  withImportance: boolean;
  /** A note under the filters. */
  note: ReactNode;
  renderTable: (entries: readonly TEntry[]) => ReactNode;
}

/** A calendar page: filters that apply at once, then the entries with loading, error and empty states. */
export function CalendarPage<TEntry extends { country: string }>({
  load,
  noun,
  withImportance,
  note,
  renderTable,
  ...intro
}: CalendarPageProps<TEntry>) {
  const [filters, setFilters] = useState<CalendarFilters>(() => defaultCalendarFilters());
  const query = useDebouncedValue(filters, FILTER_DELAY_MS);
  const { state, retry } = useCalendar(load, toCalendarQuery(query));
  const countries = useKnownCountries(state.status === 'ready' ? state.entries : undefined, filters.country);
  return (
    <div className="site-container page">
      <PageIntro eyebrow="Calendars" {...intro} />
      <SectionNav label="Calendars" links={CALENDAR_LINKS} />
      <CalendarFilterForm
        filters={filters}
        onChange={setFilters}
        onReset={() => setFilters(defaultCalendarFilters())}
        countries={countries}
        withImportance={withImportance}
      />
      <Text as="p" variant="muted" className="calendar-note">
        {note}
      </Text>
      <CalendarResults state={state} retry={retry} noun={noun}>
        {renderTable}
      </CalendarResults>
    </div>
  );
}
