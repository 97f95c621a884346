import type { ReactNode, TableHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { DataTableHeaderCell } from './data-table-header-cell';
import { DataTableRow } from './data-table-row';
import { DataTableSpacerRow } from './data-table-spacer-row';

/** Props of `<DataTable>`; other props (`aria-rowcount`, ...) go to the `<table>`. */
export interface DataTableProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  /** Names the table for screen readers; shown above it unless `hideCaption`. */
  caption: ReactNode;
  /** Keep the caption for screen readers only. Defaults to `false`. */
  hideCaption?: boolean;
  /** `'small'` sets the whole table in small type, for a narrow pane. Defaults to `'medium'`. */
  size?: 'medium' | 'small';
  /** A line above every body cell, as `Table` draws. Defaults to `false`. */
  dividers?: boolean;
  /** The `<thead>` and `<tbody>`, built from `DataTable.HeaderCell`, `DataTable.Row` and `DataTable.SpacerRow`. */
  children: ReactNode;
}

/**
 * The look of `Table` for a table whose rows the caller renders itself: a windowed list (only
 * the rows in view are in the DOM), rows that select on click, cells laid out by hand. Use
 * `Table` when a list of columns will do; put a `DataTable` in a `TableScroll`.
 *
 * @example
 * <TableScroll aria-label="Instruments">
 *   <DataTable caption="Instruments" hideCaption size="small" dividers>
 *     <thead>
 *       <tr><DataTable.HeaderCell>Instrument</DataTable.HeaderCell></tr>
 *     </thead>
 *     <tbody>
 *       <DataTable.Row selected interactive onClick={select}><td>EURUSD</td></DataTable.Row>
 *     </tbody>
 *   </DataTable>
 * </TableScroll>
 */
function DataTableRoot({ caption, hideCaption = false, size = 'medium', dividers = false, className, children, ...rest }: DataTableProps) {
  return (
    <table className={classNames('bx-table', size === 'small' && 'bx-table--small', dividers && 'bx-table--dividers', className)} {...rest}>
      <caption className={hideCaption ? 'bx-visually-hidden' : 'bx-table__caption'}>{caption}</caption>
      {children}
    </table>
  );
}

/** The table and its parts, used as `DataTable`, `DataTable.HeaderCell`, `DataTable.Row` and `DataTable.SpacerRow`. */
export const DataTable = Object.assign(DataTableRoot, {
  HeaderCell: DataTableHeaderCell,
  Row: DataTableRow,
  SpacerRow: DataTableSpacerRow,
});
