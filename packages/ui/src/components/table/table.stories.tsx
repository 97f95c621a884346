import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge';
import { PriceChange } from '../price-change/price-change';
import { Table, type TableColumn } from './table';

interface Order {
  id: string;
  symbol: string;
  side: 'buy' | 'sell';
  volume: number;
  profit: number;
}

const ORDERS: Order[] = [
  { id: 'o-1', symbol: 'EURUSD', side: 'buy', volume: 1.5, profit: 42.1 },
  { id: 'o-2', symbol: 'BTCUSD', side: 'sell', volume: 0.2, profit: -120.55 },
  { id: 'o-3', symbol: 'AAPL', side: 'buy', volume: 10, profit: 0 },
  { id: 'o-4', symbol: 'XAUUSD', side: 'sell', volume: 0.5, profit: 8.3 },
];

const COLUMNS: Array<TableColumn<Order>> = [
  { id: 'symbol', header: 'Symbol', cell: (order) => order.symbol, sortValue: (order) => order.symbol },
  {
    id: 'side',
    header: 'Side',
    cell: (order) => <Badge variant={order.side === 'buy' ? 'positive' : 'negative'}>{order.side === 'buy' ? 'Buy' : 'Sell'}</Badge>,
  },
  { id: 'volume', header: 'Volume', align: 'end', cell: (order) => order.volume.toFixed(2), sortValue: (order) => order.volume },
  {
    id: 'profit',
    header: 'Profit',
    align: 'end',
    cell: (order) => <PriceChange value={order.profit.toFixed(2)} />,
    sortValue: (order) => order.profit,
  },
];

// Table is generic; Storybook's args are typed for its Order instance.
const OrderTable = Table<Order>;

const meta = {
  title: 'Components/Table',
  component: OrderTable,
  args: { caption: 'Open orders', columns: COLUMNS, rows: ORDERS, getRowKey: (order: Order) => order.id },
} satisfies Meta<typeof OrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {};

export const SortedByProfit: Story = { args: { defaultSort: { columnId: 'profit', direction: 'descending' } } };

export const HiddenCaption: Story = { args: { hideCaption: true } };

export const Empty: Story = { args: { rows: [], emptyMessage: 'No open orders' } };

/** Narrower than 640 px (try the phone width bands), each order is a card with labelled cells. */
export const CardsOnNarrowScreens: Story = { args: { cardsBelow: 640 } };

/**
 * Cards whose first line is the symbol and the profit, the figure a trader looks for first; the
 * other cells follow as labelled lines.
 */
export const CardsWithHeadline: Story = { args: { cardsBelow: 640, cardTitle: 'symbol', cardFigure: 'profit' } };
