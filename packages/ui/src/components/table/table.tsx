import { useId, useMemo, useState, type Key, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { TableCardSort } from './table-card-sort';
import { TableScroll } from './table-scroll';

/** One column of a `Table`. */
export interface TableColumn<TRow> {
  /** Unique among the columns; names the column in `TableSort`. */
  id: string;
  header: ReactNode;
  cell: (row: TRow) => ReactNode;
  /** Makes the column sortable, by this value. */
  sortValue?: (row: TRow) => string | number;
  /** The column's name as plain text, for the cards' "Sort by" choices; defaults to `header` when that is text. */
  sortLabel?: string;
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
  /**
   * Below this width of the table's own container, in CSS pixels, each row is shown as a card:
   * every cell under its column header as a label, nothing hidden and no sideways scrolling. A
   * CSS container query decides, so server-rendered HTML needs no script and the table follows
   * its container, not the window. Defaults to `undefined`: always a table (it scrolls sideways
   * when it does not fit).
   */
  cardsBelow?: number;
  /**
   * The id of the column whose cell heads each card (e.g. the instrument), shown on the card's
   * first line without its label. Only with `cardsBelow`; defaults to `undefined`: every cell is
   * a labelled line in column order.
   */
  cardTitle?: string;
  /**
   * The id of the column whose cell ends the card's first line, beside `cardTitle`: the figure a
   * trader looks for first (the P&L, the amount, the status), read without scrolling past the
   * other cells. Only with `cardsBelow`; defaults to `undefined`.
   */
  cardFigure?: string;
  className?: string;
}

/** Which line of a card a cell is on: the headline's title or figure, or a labelled line below. */
function cardPlace(columnId: string, cardTitle: string | undefined, cardFigure: string | undefined): 'title' | 'figure' | undefined {
  if (columnId === cardTitle) return 'title';
  if (columnId === cardFigure) return 'figure';
  return undefined;
}

/**
 * The card layout, inside a container query for one `cardsBelow` width. Scoped by a class named
 * after that width, so tables sharing a width share the same rules and none leaks to another.
 * Container queries cannot read a custom property, hence one small rule set per width.
 */
function cardStyles(below: number): string {
  const scope = `.bx-table-cards-${below}`;
  return (
    `@container bx-table (max-width: ${below - 0.02}px) {` +
    `${scope} .bx-table, ${scope} .bx-table__caption, ${scope} .bx-table tbody, ${scope} .bx-table tr { display: block; }` +
    `${scope} .bx-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }` +
    `${scope} .bx-table tbody tr { border-top: 1px solid var(--bx-color-divider); padding: var(--bx-space-2) 0; }` +
    `${scope} .bx-table__cell { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: var(--bx-space-3); border-top: 0; padding-block: var(--bx-space-1); text-align: start; }` +
    `${scope} .bx-table__label { display: block; }` +
    `${scope} .bx-table__empty { display: block; }` +
    `${scope} .bx-table__card-sort { display: block; }` +
    // A card with a headline: the title and the figure share its first line (flex `order`, so
    // the markup and a screen reader keep the column order), every other cell a line below.
    `${scope} .bx-table tbody tr.bx-table__row--headline { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: var(--bx-space-3); }` +
    `${scope} .bx-table__row--headline > .bx-table__cell { flex: 1 1 100%; min-width: 0; }` +
    // The title keeps room for a word or two; when the figure does not fit beside it, the figure
    // wraps to a line of its own, still at the end, rather than squeezing the title letter by letter.
    `${scope} .bx-table__row--headline > .bx-table__cell--card-title { order: -2; flex: 1 1 auto; min-width: min(6rem, 100%); display: block; font-weight: var(--bx-font-weight-strong); }` +
    `${scope} .bx-table__row--headline > .bx-table__cell--card-figure { order: -1; flex: 0 1 auto; margin-inline-start: auto; display: block; text-align: end; font-weight: var(--bx-font-weight-strong); }` +
    `${scope} .bx-table__cell--card-title > .bx-table__label { display: none; }` +
    `${scope} .bx-table__cell--card-figure > .bx-table__label { display: inline; margin-inline-end: var(--bx-space-2); font-weight: normal; }` +
    `}`
  );
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * An accessible data table with a caption and sortable columns: a sortable header is a button,
 * and the sorted column carries `aria-sort`. It scrolls sideways on narrow screens (the scroll
 * area is focusable, so keyboard users can scroll it too), or, with `cardsBelow`, turns each row
 * into a labelled card when its container is narrower than that.
 *
 * Cards keep the table's markup and give every element its ARIA role (`table`, `rowgroup`,
 * `row`, `columnheader`, `cell`): browsers drop a table's implicit roles once CSS changes its
 * `display`, and explicit roles keep them, so a screen reader still announces rows, cells and
 * their column headers (which stay in the accessibility tree, only visually hidden). A list of
 * definition lists would read the header again in every cell and lose row and column
 * navigation. The label shown in each card cell repeats the column header for sighted readers
 * and is `aria-hidden`, so it is not read twice. Cards show no header to press, so a "Sort by"
 * select above them offers each sortable column both ways. `cardTitle` and `cardFigure` put a
 * card's name and its key figure on its first line.
 *
 * @example
 * <Table caption="Open orders" rows={orders} getRowKey={(order) => order.id}
 *   columns={[
 *     { id: 'symbol', header: 'Symbol', cell: (o) => o.symbol, sortValue: (o) => o.symbol },
 *     { id: 'pnl', header: 'P&L', align: 'end', cell: (o) => <PriceChange value={o.pnl} />, sortValue: (o) => Number(o.pnl) },
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
  cardsBelow,
  cardTitle,
  cardFigure,
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

  const sortRows = (next: TableSort) => {
    setSort(next);
    onSortChange?.(next);
  };
  const sortBy = (columnId: string) =>
    sortRows({ columnId, direction: sort?.columnId === columnId && sort.direction === 'ascending' ? 'descending' : 'ascending' });

  const cards = cardsBelow !== undefined && cardsBelow > 0 ? Math.round(cardsBelow) : undefined;
  const headline = cards !== undefined && columns.some((column) => column.id === cardTitle || column.id === cardFigure);
  const table = (
    <TableScroll className={className} aria-labelledby={captionId}>
      <table className="bx-table" role={cards ? 'table' : undefined}>
        <caption id={captionId} className={hideCaption ? 'bx-visually-hidden' : 'bx-table__caption'}>
          {caption}
        </caption>
        <thead role={cards ? 'rowgroup' : undefined}>
          <tr role={cards ? 'row' : undefined}>
            {columns.map((column) => {
              const sorted = sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  role={cards ? 'columnheader' : undefined}
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
        <tbody role={cards ? 'rowgroup' : undefined}>
          {sortedRows.length === 0 ? (
            <tr role={cards ? 'row' : undefined}>
              <td className="bx-table__empty" colSpan={columns.length} role={cards ? 'cell' : undefined}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            sortedRows.map(({ row, index }) => (
              <tr
                key={getRowKey ? getRowKey(row, index) : index}
                role={cards ? 'row' : undefined}
                className={headline ? 'bx-table__row--headline' : undefined}
              >
                {columns.map((column) => {
                  const place = headline ? cardPlace(column.id, cardTitle, cardFigure) : undefined;
                  return (
                    <td
                      key={column.id}
                      role={cards ? 'cell' : undefined}
                      className={classNames(
                        'bx-table__cell',
                        column.align === 'end' && 'bx-table__cell--end',
                        place && `bx-table__cell--card-${place}`,
                      )}
                    >
                      {cards ? (
                        <>
                          <span className="bx-table__label" aria-hidden="true">
                            {column.header}
                          </span>
                          <span className="bx-table__value">{column.cell(row)}</span>
                        </>
                      ) : (
                        column.cell(row)
                      )}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
  if (!cards) return table;
  return (
    <div className={classNames('bx-table-frame', `bx-table-cards-${cards}`)}>
      <style>{cardStyles(cards)}</style>
      <TableCardSort columns={columns} sort={sort} onSort={sortRows} />
      {table}
    </div>
  );
}
