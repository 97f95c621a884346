import type { HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<DataTable.Row>`; other props (`data-*`, `aria-rowindex`, handlers) go to the `<tr>`. */
export interface DataTableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  /**
   * Marks the row the other controls act on (tinted, with an accent bar at its start) and sets
   * `aria-selected` to match, unless the caller passes its own `aria-selected`. Defaults to
   * `undefined`: not a selectable row, no `aria-selected`.
   */
  selected?: boolean;
  /** The whole row responds to a click (pointer cursor). Defaults to `false`. */
  interactive?: boolean;
}

/**
 * A body row of a `DataTable`. Every body row is tinted under the pointer; a selected row keeps
 * the tint and gets an accent bar.
 *
 * @example
 * <DataTable.Row selected={id === selectedId} interactive onClick={() => onSelect(id)}>
 *   <td>{id}</td>
 * </DataTable.Row>
 */
export function DataTableRow({ selected, interactive = false, className, ...rest }: DataTableRowProps) {
  return (
    <tr
      aria-selected={selected}
      className={classNames('bx-table__row', selected && 'bx-table__row--selected', interactive && 'bx-table__row--interactive', className)}
      {...rest}
    />
  );
}
