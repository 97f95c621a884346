import { useCallback } from 'react';
import type { CalendarQuery, EarningsCalendarEntry } from '@beurs/domain';
import { Table, Text, type TableColumn } from '@beurs/ui';
import { useSiteApi } from '../../api/use-site-api';
import { TABLE_CARDS_BELOW_PX } from '../../page/table-cards';
import { CalendarPage } from './calendar-page';
import { TIME_OF_DAY_LABELS, formatLargeNumber, formatReportDate } from './calendar-format';

const COLUMNS: ReadonlyArray<TableColumn<EarningsCalendarEntry>> = [
  { id: 'date', header: 'Date', cell: (entry) => formatReportDate(entry.date), sortValue: (entry) => entry.date },
  {
    id: 'company',
    header: 'Company',
    cell: (entry) => (
      <>
        {entry.company} <Text variant="muted">{entry.instrument_id}</Text>
      </>
    ),
    sortValue: (entry) => entry.company,
  },
  { id: 'country', header: 'Country', cell: (entry) => entry.country, sortValue: (entry) => entry.country },
  { id: 'when', header: 'When', cell: (entry) => TIME_OF_DAY_LABELS[entry.time_of_day] },
  { id: 'eps-estimate', header: 'EPS estimate', align: 'end', cell: (entry) => entry.eps_estimate ?? '–' },
  { id: 'eps-actual', header: 'EPS actual', align: 'end', cell: (entry) => entry.eps_actual ?? '–' },
  { id: 'revenue-estimate', header: 'Revenue estimate', align: 'end', cell: (entry) => formatLargeNumber(entry.revenue_estimate) },
  { id: 'revenue-actual', header: 'Revenue actual', align: 'end', cell: (entry) => formatLargeNumber(entry.revenue_actual) },
];

/** The earnings calendar from `/celendar/earning` (contract §7, unauthenticated), filterable by date and country. */
export default function EarningsCalendarPage() {
  const api = useSiteApi();
  const load = useCallback((query: CalendarQuery) => api.getEarningsCalendar(query), [api]);
  return (
    <CalendarPage<EarningsCalendarEntry>
      title="Earnings calendar"
      description="Company results: report dates, earnings per share and revenue estimates and actual figures, filterable by date and country."
      lead="When companies report their results, what analysts expect, and what came out."
      load={load}
      noun="reports"
      withImportance={false}
      note="EPS is earnings per share; revenue is in the company's reporting currency. Reports have no importance level, so that filter is not offered here. On the demo installation these are sample reports."
      renderTable={(entries) => (
        <Table
          caption="Earnings reports"
          columns={COLUMNS}
          rows={entries}
          getRowKey={(entry) => entry.id}
          cardsBelow={TABLE_CARDS_BELOW_PX}
        />
      )}
    />
  );
}
