import type { TableColumn, TableSort } from './table';
import { Select } from '../select/select';

const DIRECTIONS = ['ascending', 'descending'] as const;
/** The select's value while the rows keep the order they came in. */
const AS_LISTED = '';

/** The plain-text name of a column: its `sortLabel`, else its header when that is text, else its id. */
export function columnName<TRow>(column: TableColumn<TRow>): string {
  if (column.sortLabel) return column.sortLabel;
  return typeof column.header === 'string' || typeof column.header === 'number' ? String(column.header) : column.id;
}

/**
 * The sort control of the card layout: cards have no visible column headers to press, so a
 * "Sort by" select offers every sortable column both ways. Shown only while the rows are cards
 * (the table's container query), and kept in step with the header buttons.
 */
export function TableCardSort<TRow>({
  columns,
  sort,
  onSort,
}: {
  columns: ReadonlyArray<TableColumn<TRow>>;
  sort: TableSort | undefined;
  onSort: (sort: TableSort) => void;
}) {
  const sortable = columns.filter((column) => column.sortValue);
  if (sortable.length === 0) return null;
  const options = sortable.flatMap((column) =>
    DIRECTIONS.map((direction) => ({ value: `${column.id}:${direction}`, label: `${columnName(column)}, ${direction}` })),
  );
  return (
    <div className="bx-table__card-sort">
      <Select
        label="Sort by"
        value={sort ? `${sort.columnId}:${sort.direction}` : AS_LISTED}
        placeholder={sort ? undefined : 'As listed'}
        options={options}
        onChange={(event) => {
          const value = event.target.value;
          const columnId = value.slice(0, value.lastIndexOf(':'));
          const direction = value.slice(value.lastIndexOf(':') + 1);
          if (columnId && (direction === 'ascending' || direction === 'descending')) onSort({ columnId, direction });
        }}
      />
    </div>
  );
}
