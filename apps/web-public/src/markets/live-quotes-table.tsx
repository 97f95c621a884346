import { PriceChange, PriceSourceTag, Table, type TableColumn } from '@beurs/ui';
import type { PublicQuote, SymbolType } from '@beurs/domain';
import { allSimulated, quoteSourceOf, type SourcedQuote } from './quote-source';
import { TABLE_CARDS_BELOW_PX } from '../page/table-cards';
import { useLiveQuotes } from './use-live-quotes';

/** Props of `<LiveQuotesTable>`. */
export interface LiveQuotesTableProps {
  /** Asks the server for one market only. Defaults to every market. */
  type?: SymbolType;
  /** The instruments shown, in this order. Defaults to every one the server lists. */
  ids?: readonly string[];
  /** Milliseconds between refreshes. Defaults to `QUOTES_POLL_MS` (5 s). */
  pollMs?: number;
}

const MARKET_NAMES = { forex: 'Forex', stock: 'Share', crypto: 'Crypto', index: 'Index', commodity: 'Commodity' } as const;

/** `14:32:05 UTC` of the newest quote shown: the moment the table stands for. */
function asOf(quotes: readonly PublicQuote[]): string {
  const newest = quotes.reduce((latest, quote) => (quote.quote_time > latest ? quote.quote_time : latest), '');
  return newest ? `${newest.slice(11, 19)} UTC` : '';
}

/**
 * The name with where its price comes from on a line under it, so the source sits with the
 * prices on a wide table and on a phone's card alike. Times in UTC, as the caption's. A quote
 * that does not say its source shows the name alone.
 */
function NameCell({ quote }: { quote: SourcedQuote }) {
  const source = quoteSourceOf(quote);
  if (!source) return <>{quote.name}</>;
  return (
    <>
      {quote.name}
      {/* A line break, not a style: the line holds in the server's first paint, without a stylesheet of its own. */}
      <br />
      <PriceSourceTag source={source} timeZone="UTC" data-testid="price-source" />
    </>
  );
}

/** The columns; the name's header names the source too when some row gives one. */
const columnsFor = (withSources: boolean): ReadonlyArray<TableColumn<SourcedQuote>> => [
  { id: 'id', header: 'Instrument', cell: (row) => <strong>{row.instrument_id}</strong> },
  { id: 'name', header: withSources ? 'Name and price source' : 'Name', cell: (row) => <NameCell quote={row} /> },
  { id: 'market', header: 'Market', cell: (row) => MARKET_NAMES[row.type] },
  { id: 'bid', header: 'Bid', align: 'end', cell: (row) => `${row.bid} ${row.currency}` },
  { id: 'ask', header: 'Ask', align: 'end', cell: (row) => `${row.ask} ${row.currency}` },
  { id: 'change', header: 'Change', align: 'end', cell: (row) => <PriceChange percent={row.change_percent} label="Change today" /> },
  { id: 'status', header: 'Market status', cell: (row) => (row.is_open ? 'Open' : 'Closed') },
];
const WITH_SOURCES = columnsFor(true);
const WITHOUT_SOURCES = columnsFor(false);

function pick(quotes: readonly SourcedQuote[], ids: readonly string[] | undefined): readonly SourcedQuote[] {
  if (!ids) return quotes;
  return ids.flatMap((id) => quotes.filter((quote) => quote.instrument_id === id));
}

/**
 * The broker's current bid and ask, refreshed every few seconds while the page is visible, with
 * the time they stand for and, under each name, where that price comes from (the simulator, an
 * exchange's live feed, a replayed day; a stale feed or the simulator standing in say so).
 * Said plainly to be paper-trading prices (product rule 3: fair prices; nothing that lies), and a
 * closed market says so.
 */
export function LiveQuotesTable({ type, ids, pollMs }: LiveQuotesTableProps) {
  const state = useLiveQuotes({ type, pollMs });
  if (state.status === 'loading') return <p role="status">Loading live prices…</p>;
  if (state.status === 'error') return <p role="status">Live prices are unavailable right now. Sign in to see them in the terminal.</p>;
  const rows = pick(state.quotes, ids);
  return (
    <Table
      caption={
        allSimulated(rows)
          ? `Live prices from the broker's market simulator (paper trading, no real market), as of ${asOf(rows)}`
          : `Prices for paper trading (no real orders), each with where it comes from, as of ${asOf(rows)}`
      }
      columns={rows.some((row) => quoteSourceOf(row) !== null) ? WITH_SOURCES : WITHOUT_SOURCES}
      rows={rows}
      getRowKey={(row) => row.instrument_id}
      cardsBelow={TABLE_CARDS_BELOW_PX}
    />
  );
}
