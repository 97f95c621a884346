import { useId, useMemo, useState, type Key, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** One column of a `Table`. */
export interface TableColumn<TRow> {
  /** Unique among the columns; names the column in `TableSort`. */
  id: string;
  header: ReactNode;
  cell: (row: TRow) => ReactNode;
  /** Makes the column sortable, by this value. */
  sortValue?: (row: TRow) => string | number;
  /** Defaults to `'start'`; use `'end'` for numbers. */
  align?: 'start' | 'end';
}

/** Which column the rows are sorted by, and which way. */
export interface TableSort {
  columnId: string;
  direction: 'ascending' | 'descending';
}

/** Props of `<Table>`. */
export interface TableProps<TRow> {
  /** Names the table for screen readers; shown above it unless `hideCaption`. */
  caption: ReactNode;
  /** Keep the caption for screen readers only. Defaults to `false`. */
  hideCaption?: boolean;
  columns: ReadonlyArray<TableColumn<TRow>>;
  rows: readonly TRow[];
  /** A stable key for each row (e.g. its id). Defaults to the row's position in `rows`. */
  getRowKey?: (row: TRow, index: number) => Key;
  /** The sort before the user picks one. Defaults to the order of `rows`. */
  defaultSort?: TableSort;
  /** Called when the user sorts by a column header. */
  onSortChange?: (sort: TableSort) => void;
  /** Shown in place of rows when `rows` is empty. Defaults to `'Nothing to show'`. */
  emptyMessage?: ReactNode;
  className?: string;
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * An accessible data table with a caption and sortable columns: a sortable header is a button,
 * and the sorted column carries `aria-sort`. It scrolls sideways on narrow screens (the scroll
 * area is focusable, so keyboard users can scroll it too).
 *
 * @example
 * <Table caption="Open orders" rows={orders} getRowKey={(order) => order.id}
 *   columns={[
 *     { id: 'symbol', header: 'Symbol', cell: (o) => o.symbol, sortValue: (o) => o.symbol },
 *     { id: 'pnl', header: 'P&L', align: 'end', cell: (o) => <PriceChange value={o.pnl} />, sortValue: (o) => o.pnl },
 *   ]} />
 */
export function Table<TRow>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  defaultSort,
  onSortChange,
  emptyMessage = 'Nothing to show',
  className,
}: TableProps<TRow>) {
  const captionId = useId();
  const [sort, setSort] = useState<TableSort | undefined>(defaultSort);

  const sortedRows = useMemo(() => {
    const indexed = rows.map((row, index) => ({ row, index }));
    const column = sort ? columns.find((candidate) => candidate.id === sort.columnId) : undefined;
    const sortValue = column?.sortValue;
    if (!sort || !sortValue) return indexed;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    // Array#sort is stable, so equal values keep the order of `rows`.
    return indexed.sort((a, b) => factor * compare(sortValue(a.row), sortValue(b.row)));
  }, [rows, columns, sort]);

  const sortBy = (columnId: string) => {
    const next: TableSort = {
      columnId,
      direction: sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending',
    };
    setSort(next);
    onSortChange?.(next);
  };

  return (
    <div
      className={classNames('bx-table-scroll', className)}
      role="region"
      aria-labelledby={captionId}
      // Focusable so a keyboard user can scroll a table wider than the screen.
      tabIndex={0}
    >
      <table className="bx-table">
        <caption id={captionId} className={hideCaption ? 'bx-visually-hidden' : 'bx-table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted}
                  className={classNames('bx-table__header', column.align === 'end' && 'bx-table__cell--end')}
                >
                  {column.sortValue ? (
                    <button type="button" className="bx-table__sort" onClick={() => sortBy(column.id)}>
                      {column.header}
                      <span aria-hidden="true" className="bx-table__sort-icon">
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sortedRows.length === 0 ? (
            <tr>
              <td className="bx-table__empty" colSpan={columns.length}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            sortedRows.map(({ row, index }) => (
              <tr key={getRowKey ? getRowKey(row, index) : index}>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={classNames('bx-table__cell', column.align === 'end' && 'bx-table__cell--end')}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
