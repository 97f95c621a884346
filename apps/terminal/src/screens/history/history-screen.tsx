import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, EmptyState, Money, Table, type TableColumn, type TableSort, TextField } from '@beurs/ui';
import type { Order } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../async/load-state';
import { DemoLabel } from '../../components/demo-label';
import { ScreenTitle } from '../../components/screen-title';
import { TABLE_CARDS_BELOW_PX } from '../../components/table-cards';
import { formatDateTime } from '../../format/format-date';
import { useCurrentUser } from '../../session/use-current-user';
import { exportCsvLabel } from './export-label';
import { downloadText, historyCsv } from './history-csv';
import { HISTORY_SORT_VALUES, sortHistory } from './sort-history';
import { JournalCell, JournalFilters, useHistoryQueryOptions, useJournalFilter } from './history-journal';
import { useOrderJournal } from '../../orders/use-order-journal';
import { FillPrice } from '../../orders/fill-price';
import { useCachedSymbols } from '../../market/use-symbols';

const NO_ORDERS: readonly Order[] = [];
const DEFAULT_SORT: TableSort = { columnId: 'closed', direction: 'descending' };
const REASONS: Record<string, string> = {
  user: 'By you',
  stop_loss: 'Stop-loss',
  take_profit: 'Take-profit',
  trailing_stop: 'Trailing stop',
  margin_close_out: 'Margin close-out',
};

/** Closed and cancelled orders, sortable, with a CSV export of the rows shown. */
export default function HistoryScreen() {
  const currency = useCurrentUser()?.currency ?? 'EUR';
  const journalFilter = useJournalFilter();
  const query = useQuery(useHistoryQueryOptions(journalFilter));
  const journal = useOrderJournal();
  const { setTag } = journalFilter;
  const symbols = useCachedSymbols();
  // Each instrument's source now: it names the provider of a fill from the same source.
  const sources = useMemo(() => new Map(symbols.map((symbol) => [symbol.instrument_id, symbol.price_source])), [symbols]);
  const orders = query.data ?? NO_ORDERS;
  const state = loadStateOf(query);
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const [filter, setFilter] = useState('');

  const filtered = useMemo(() => {
    const query = filter.trim().toLowerCase();
    return query ? orders.filter((order) => order.instrument_id.toLowerCase().includes(query)) : orders;
  }, [orders, filter]);

  const columns = useMemo<Array<TableColumn<Order>>>(
    () => [
      {
        id: 'closed',
        header: 'Closed',
        cell: (order) => formatDateTime(order.closed_at ?? order.created_at),
        sortValue: HISTORY_SORT_VALUES.closed,
      },
      {
        id: 'instrument',
        header: 'Instrument',
        cell: (order) => <Link to={`/instrument/${encodeURIComponent(order.instrument_id)}`}>{order.instrument_id}</Link>,
        sortValue: HISTORY_SORT_VALUES.instrument,
      },
      { id: 'side', header: 'Side', cell: (order) => (order.side === 'buy' ? 'Buy' : 'Sell'), sortValue: HISTORY_SORT_VALUES.side },
      { id: 'volume', header: 'Volume', align: 'end', cell: (order) => order.volume, sortValue: HISTORY_SORT_VALUES.volume },
      {
        id: 'open',
        header: 'Open price',
        align: 'end',
        cell: (order) => <FillPrice price={order.open_price} quote={order.open_quote} current={sources.get(order.instrument_id)} />,
      },
      {
        id: 'close',
        header: 'Close price',
        align: 'end',
        cell: (order) => <FillPrice price={order.close_price} quote={order.close_quote} current={sources.get(order.instrument_id)} />,
      },
      {
        id: 'status',
        header: 'Result',
        cell: (order) => (order.status === 'cancelled' ? <Badge>Cancelled</Badge> : (REASONS[order.close_reason ?? ''] ?? 'Closed')),
      },
      {
        id: 'pnl',
        header: 'P&L',
        align: 'end',
        cell: (order) => <Money value={order.pnl} currency={currency} kind="pnl" />,
        sortValue: HISTORY_SORT_VALUES.pnl,
      },
      { id: 'journal', header: 'Journal', cell: (order) => <JournalCell order={order} onEdit={journal.request} onTag={setTag} /> },
    ],
    [currency, journal.request, setTag, sources],
  );

  const exportCsv = () =>
    downloadText(`beurs-history-${new Date().toISOString().slice(0, 10)}.csv`, historyCsv(sortHistory(filtered, sort)));

  return (
    <div className="t-screen">
      <ScreenTitle title="History" actions={<DemoLabel />}>
        History
      </ScreenTitle>
      <LoadView
        state={state}
        what="the order history"
        isEmpty={orders.length === 0 && !journalFilter.active}
        empty={
          <EmptyState
            title="No closed orders yet"
            description="Orders you close, and cancelled pending orders, are listed here."
            action={<Link to="/exchange">Go to the exchange</Link>}
          />
        }
      >
        <div className="t-toolbar">
          <TextField label="Filter by instrument" value={filter} onChange={(event) => setFilter(event.target.value)} />
          <JournalFilters filter={journalFilter} />
          <Button variant="secondary" onClick={exportCsv} disabled={filtered.length === 0}>
            {exportCsvLabel(filtered.length)}
          </Button>
        </div>
        <Table
          caption="Closed orders"
          hideCaption
          columns={columns}
          rows={filtered}
          getRowKey={(order) => order.id}
          defaultSort={DEFAULT_SORT}
          onSortChange={setSort}
          emptyMessage="No order matches the filter"
          cardsBelow={TABLE_CARDS_BELOW_PX}
          cardTitle="instrument"
          cardFigure="pnl"
        />
      </LoadView>
      {journal.dialog}
    </div>
  );
}
