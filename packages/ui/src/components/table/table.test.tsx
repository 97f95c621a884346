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

  describe('with cardsBelow', () => {
    it('labels every cell with its column header in the markup, hidden from screen readers', () => {
      const { container } = render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} cardsBelow={640} />);
      const cells = screen.getAllByRole('cell');
      expect(cells).toHaveLength(ORDERS.length * COLUMNS.length);
      cells.forEach((cell, index) => {
        const label = cell.querySelector('.bx-table__label');
        expect(label?.textContent).toBe(COLUMNS[index % COLUMNS.length]?.header);
        expect(label?.getAttribute('aria-hidden')).toBe('true');
      });
      expect(container.querySelector('.bx-table-frame')?.classList.contains('bx-table-cards-640')).toBe(true);
    });

    it('keeps the table, its rows and column headers for screen readers with explicit roles', () => {
      render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} cardsBelow={640} />);
      const table = screen.getByRole('table', { name: 'Open orders' });
      expect(table.getAttribute('role')).toBe('table');
      expect(screen.getAllByRole('row')).toHaveLength(ORDERS.length + 1);
      expect(screen.getAllByRole('columnheader').map((header) => header.getAttribute('role'))).toEqual([
        'columnheader',
        'columnheader',
        'columnheader',
      ]);
      // Named by its text alone: the aria-hidden label is not read again.
      expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]?.textContent).toBe('SymbolEURUSD');
      expect(screen.getByRole('cell', { name: 'EURUSD' })).toBeDefined();
    });

    it('switches to cards with a container query for that width, so server HTML needs no script', () => {
      const { container } = render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} cardsBelow={480} />);
      const css = container.querySelector('style')?.textContent ?? '';
      expect(css).toContain('@container bx-table (max-width: 479.98px)');
      expect(css).toContain('.bx-table-cards-480 .bx-table__label { display: block; }');
    });

    it('sorts the cards with a "Sort by" select, in step with the header buttons', async () => {
      const user = userEvent.setup();
      const onSortChange = vi.fn();
      const { container } = render(
        <Table caption="Open orders" columns={COLUMNS} rows={ORDERS} cardsBelow={640} onSortChange={onSortChange} />,
      );
      const select = screen.getByRole('combobox', { name: 'Sort by' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['As listed', 'Symbol, ascending', 'Symbol, descending', 'Volume, ascending', 'Volume, descending']);
      await user.selectOptions(select, 'Volume, descending');
      // A card cell holds its (hidden) label, then the value.
      expect(symbols()).toEqual(['SymbolAAPL', 'SymbolEURUSD', 'SymbolBTCUSD']);
      expect(screen.getByRole('columnheader', { name: /Volume/ }).getAttribute('aria-sort')).toBe('descending');
      expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'volume', direction: 'descending' });

      await user.click(screen.getByRole('button', { name: /Symbol/ }));
      expect((select as HTMLSelectElement).value).toBe('symbol:ascending');
      // Shown only while the rows are cards.
      expect(container.querySelector('style')?.textContent).toContain('.bx-table-cards-640 .bx-table__card-sort { display: block; }');
    });

    it('offers no "Sort by" when no column sorts', () => {
      render(<Table caption="Ids" columns={COLUMNS.filter((column) => !column.sortValue)} rows={ORDERS} cardsBelow={640} />);
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    });

    it('heads each card with its title cell and ends that line with the key figure, keeping the column order for screen readers', () => {
      const { container } = render(
        <Table caption="Open orders" columns={COLUMNS} rows={ORDERS} cardsBelow={640} cardTitle="symbol" cardFigure="volume" />,
      );
      const firstRow = screen.getAllByRole('row')[1]!;
      expect(firstRow.classList.contains('bx-table__row--headline')).toBe(true);
      const [symbol, volume, id] = within(firstRow).getAllByRole('cell');
      expect(symbol?.classList.contains('bx-table__cell--card-title')).toBe(true);
      expect(volume?.classList.contains('bx-table__cell--card-figure')).toBe(true);
      expect(id?.className).toBe('bx-table__cell');
      const css = container.querySelector('style')?.textContent ?? '';
      // Only in the card layout, and by flex order: the markup keeps Symbol, Volume, Id.
      expect(css).toMatch(
        /@container bx-table \(max-width: 639\.98px\) \{.*\.bx-table__row--headline > \.bx-table__cell--card-title \{ order: -2;/,
      );
      expect(css).toContain('.bx-table__row--headline > .bx-table__cell--card-figure { order: -1;');
      expect(css).toContain('.bx-table__cell--card-title > .bx-table__label { display: none; }');
    });

    it('leaves a card without a headline when the named columns do not exist', () => {
      render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} cardsBelow={640} cardTitle="missing" />);
      expect(screen.getAllByRole('row')[1]?.classList.contains('bx-table__row--headline')).toBe(false);
    });

    it('ignores cardTitle and cardFigure without cardsBelow: the table looks as it did', () => {
      const { container } = render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} cardTitle="symbol" cardFigure="volume" />);
      expect(container.querySelector('.bx-table__row--headline, .bx-table__cell--card-title, .bx-table__cell--card-figure')).toBeNull();
    });

    it('renders a plain table without labels or roles when cardsBelow is not given', () => {
      const { container } = render(<Table caption="Open orders" columns={COLUMNS} rows={ORDERS} />);
      expect(container.querySelector('.bx-table__label')).toBeNull();
      expect(container.querySelector('style')).toBeNull();
      expect(container.querySelector('table')?.hasAttribute('role')).toBe(false);
    });
  });
});
