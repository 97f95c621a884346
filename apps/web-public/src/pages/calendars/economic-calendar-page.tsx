import { useCallback } from 'react';
import type { CalendarQuery, EconomicCalendarEntry } from '@beurs/domain';
import { Badge, Table, type TableColumn } from '@beurs/ui';
import { useSiteApi } from '../../api/use-site-api';
import { TABLE_CARDS_BELOW_PX } from '../../page/table-cards';
import { CalendarPage } from './calendar-page';
import { IMPORTANCE_BADGES, IMPORTANCE_LABELS, IMPORTANCE_RANK, formatEventTime } from './calendar-format';

const COLUMNS: ReadonlyArray<TableColumn<EconomicCalendarEntry>> = [
  { id: 'time', header: 'Time (your time zone)', cell: (entry) => formatEventTime(entry.time), sortValue: (entry) => entry.time },
  { id: 'country', header: 'Country', cell: (entry) => `${entry.country} (${entry.currency})`, sortValue: (entry) => entry.country },
  { id: 'event', header: 'Event', cell: (entry) => entry.event },
  {
    id: 'importance',
    header: 'Importance',
    cell: (entry) => <Badge variant={IMPORTANCE_BADGES[entry.importance]}>{IMPORTANCE_LABELS[entry.importance]}</Badge>,
    sortValue: (entry) => IMPORTANCE_RANK[entry.importance],
  },
  { id: 'actual', header: 'Actual', align: 'end', cell: (entry) => entry.actual ?? '–' },
  { id: 'forecast', header: 'Forecast', align: 'end', cell: (entry) => entry.forecast ?? '–' },
  { id: 'previous', header: 'Previous', align: 'end', cell: (entry) => entry.previous ?? '–' },
];

/** The economic calendar from `/celendar/ecomomic` (contract §7, unauthenticated), filterable by date, country and importance. */
export default function EconomicCalendarPage() {
  const api = useSiteApi();
  const load = useCallback((query: CalendarQuery) => api.getEconomicCalendar(query), [api]);
  return (
    <CalendarPage<EconomicCalendarEntry>
      title="Economic calendar"
      description="Upcoming and recent economic releases and central bank decisions, with actual, forecast and previous figures, filterable by date, country and importance."
      lead="Data releases and central bank decisions that move currencies, indices and commodities."
      load={load}
      noun="events"
      withImportance
      note="A dash means the figure is not out yet. High-importance events often move prices sharply: check open positions and stop-losses before them. On the demo installation these are sample events."
      renderTable={(entries) => (
        <Table
          caption="Economic events"
          columns={COLUMNS}
          rows={entries}
          getRowKey={(entry) => entry.id}
          cardsBelow={TABLE_CARDS_BELOW_PX}
        />
      )}
    />
  );
}
