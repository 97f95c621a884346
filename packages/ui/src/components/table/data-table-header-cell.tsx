import type { ThHTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<DataTable.HeaderCell>`; they go to the `<th>`. */
export type DataTableHeaderCellProps = Omit<ThHTMLAttributes<HTMLTableCellElement>, 'scope'>;

/**
 * A column header of a `DataTable` (`<th scope="col">`), in the muted header look of `Table`.
 *
 * @example
 * <thead>
 *   <tr>
 *     <DataTable.HeaderCell>Instrument</DataTable.HeaderCell>
 *   </tr>
 * </thead>
 */
export function DataTableHeaderCell({ className, ...rest }: DataTableHeaderCellProps) {
  return <th scope="col" className={classNames('bx-table__header', className)} {...rest} />;
}
