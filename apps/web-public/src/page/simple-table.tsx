import type { ReactNode } from 'react';
import { Table, type TableColumn } from '@beurs/ui';
import { TABLE_CARDS_BELOW_PX } from './table-cards';

/** Props of `<SimpleTable>`. */
export interface SimpleTableProps {
  /** Names the table; shown above it. */
  caption: ReactNode;
  /** Column headings. */
  head: readonly string[];
  /** Cells, row by row, in the order of `head`. */
  rows: ReadonlyArray<readonly ReactNode[]>;
  /** Indexes of columns holding numbers (aligned to the end). Defaults to none. */
  numeric?: readonly number[];
}

type Row = readonly ReactNode[];

/** A static table of text and figures, on @beurs/ui's accessible `Table`; labelled cards on narrow screens. */
export function SimpleTable({ caption, head, rows, numeric = [] }: SimpleTableProps) {
  const columns: Array<TableColumn<Row>> = head.map((header, index) => ({
    id: String(index),
    header,
    cell: (row) => row[index],
    align: numeric.includes(index) ? 'end' : 'start',
  }));
  return <Table caption={caption} columns={columns} rows={rows} cardsBelow={TABLE_CARDS_BELOW_PX} />;
}
