import { Table, type TableColumn } from '@beurs/ui';
import { EXAMPLE_INSTRUMENTS, type ExampleInstrument } from '../../markets/example-instruments';
import { formatLeverage, maxLeverageOf } from '../../markets/leverage-label';

const SHOWN = ['EURUSD', 'GBPUSD', 'XAUUSD', 'US500', 'GER40', 'AAPL', 'ASML', 'BTCUSD', 'USOIL'];
const ROWS = EXAMPLE_INSTRUMENTS.filter((instrument) => SHOWN.includes(instrument.id));

const MARKET_NAMES = { forex: 'Forex', stock: 'Share', crypto: 'Crypto', index: 'Index', commodity: 'Commodity' } as const;

const COLUMNS: ReadonlyArray<TableColumn<ExampleInstrument>> = [
  { id: 'id', header: 'Instrument', cell: (row) => <strong>{row.id}</strong> },
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'market', header: 'Market', cell: (row) => MARKET_NAMES[row.type] },
  { id: 'price', header: 'Indicative price', align: 'end', cell: (row) => `${row.price} ${row.currency}` },
  { id: 'spread', header: 'Typical spread', align: 'end', cell: (row) => row.spread },
  { id: 'leverage', header: 'Max. leverage', align: 'end', cell: (row) => formatLeverage(maxLeverageOf(row)) },
];

/**
 * A market overview on the home page: example instruments with the simulator's starting prices
 * and spreads, labelled as indicative (live quotes need a session, and nothing here pretends
 * otherwise).
 */
export function MarketOverview() {
  return (
    <Table
      caption="Example instruments: indicative prices (the simulator's starting values), not live quotes"
      columns={COLUMNS}
      rows={ROWS}
      getRowKey={(row) => row.id}
    />
  );
}
