import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './table';

interface Order {
  id: number;
  symbol: string;
  volume: number;
}

const ORDERS: Order[] = [
  { id: 1, symbol: 'EURUSD', volume: 2 },
  { id: 2, symbol: 'BTCUSD', volume: 0.5 },
  { id: 3, symbol: 'AAPL', volume: 10 },
];

const COLUMNS: Array<TableColumn<Order>> = [
  { id: 'symbol', header: 'Symbol', cell: (order) => order.symbol, sortValue: (order) => order.symbol },
  { id: 'volume', header: 'Volume', cell: (order) => order.volume, sortValue: (order) => order.volume, align: 'end' },
  { id: 'id', header: 'Id', cell: (order) => order.id },
];

const symbols = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('is named by its caption', () => {
    render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} getRowKey={(order) => order.id} />);
    expect(screen.getByRole('table', { name: 'Open orders' })).toBeDefined();
  });

  it('sorts by a column header, ascending then descending, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} onSortChange={onSortChange} />);
    const volumeHeader = screen.getByRole('columnheader', { name: /Volume/ });
    expect(volumeHeader.hasAttribute('aria-sort')).toBe(false);

    await user.click(within(volumeHeader).getByRole('button'));
    expect(volumeHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(symbols()).toEqual(['BTCUSD', 'EURUSD', 'AAPL']);

    await user.click(within(volumeHeader).getByRole('button'));
    expect(volumeHeader.getAttribute('aria-sort')).toBe('descending');
    expect(symbols()).toEqual(['AAPL', 'EURUSD', 'BTCUSD']);
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'volume', direction: 'descending' });
  });

  it('moves aria-sort to the column sorted last', async () => {
    const user = userEvent.setup();
    render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} defaultSort={{ columnId: 'volume', direction: 'ascending' }} />);
    await user.click(screen.getByRole('button', { name: /Symbol/ }));
    expect(screen.getByRole('columnheader', { name: /Symbol/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: /Volume/ }).hasAttribute('aria-sort')).toBe(false);
    expect(symbols()).toEqual(['AAPL', 'BTCUSD', 'EURUSD']);
  });

  it('offers no sort button on a column without a sort value', () => {
    render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} />);
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();
  });

  it('shows the empty message when there are no rows', () => {
    render(<Table caption="Open orders" columns={COLUMNS} rows={[]} emptyMessage="No open orders" />);
    expect(screen.getByRole('cell', { name: 'No open orders' }).getAttribute('colspan')).toBe('3');
  });
});
