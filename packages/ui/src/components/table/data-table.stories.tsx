import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { DataTable } from './data-table';
import { TableScroll } from './table-scroll';

interface Quote {
  id: string;
  side: 'buy' | 'sell';
  bid: string;
  ask: string;
}

const QUOTES: Quote[] = [
  { id: 'EURUSD', side: 'buy', bid: '1.08412', ask: '1.08415' },
  { id: 'BTCUSD', side: 'sell', bid: '64210.50', ask: '64235.10' },
  { id: 'AAPL', side: 'buy', bid: '189.42', ask: '189.46' },
];

const ROW_HEIGHT = 48;

/** The table's head and body; `spacerAbove` rows are left out of the DOM, as a windowed table does. */
function Body({ selectedId, spacerAbove = 0 }: { selectedId?: string; spacerAbove?: number }) {
  const windowed = spacerAbove > 0;
  return (
    <>
      <thead>
        <tr aria-rowindex={windowed ? 1 : undefined}>
          <DataTable.HeaderCell>Instrument</DataTable.HeaderCell>
          <DataTable.HeaderCell>Side</DataTable.HeaderCell>
          <DataTable.HeaderCell>Bid</DataTable.HeaderCell>
          <DataTable.HeaderCell>Ask</DataTable.HeaderCell>
        </tr>
      </thead>
      <tbody>
        {windowed ? <DataTable.SpacerRow height={spacerAbove * ROW_HEIGHT} /> : null}
        {QUOTES.map((quote, index) => (
          <DataTable.Row
            key={quote.id}
            aria-rowindex={windowed ? spacerAbove + index + 2 : undefined}
            selected={selectedId === undefined ? undefined : quote.id === selectedId}
            interactive={selectedId !== undefined}
          >
            <td>{quote.id}</td>
            <td>
              <Badge variant={quote.side === 'buy' ? 'positive' : 'negative'}>{quote.side === 'buy' ? 'Buy' : 'Sell'}</Badge>
            </td>
            <td>{quote.bid}</td>
            <td>{quote.ask}</td>
          </DataTable.Row>
        ))}
      </tbody>
    </>
  );
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable,
  args: { caption: 'Quotes', children: <Body /> },
  render: (args) => (
    <TableScroll aria-label="Quotes">
      <DataTable {...args} />
    </TableScroll>
  ),
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HiddenCaption: Story = { args: { hideCaption: true } };

/** A line above every body cell, as `Table` draws. */
export const Dividers: Story = { args: { dividers: true } };

/** Small type for a narrow pane. */
export const Small: Story = { args: { size: 'small', dividers: true } };

/** Rows that select on click; the selected one is tinted with an accent bar and `aria-selected`. */
export const SelectedRow: Story = { args: { children: <Body selectedId="BTCUSD" /> } };

/** A windowed table: the spacer row holds the place of the ten rows above the ones rendered. */
export const Windowed: Story = { args: { dividers: true, 'aria-rowcount': 14, children: <Body spacerAbove={10} /> } };
