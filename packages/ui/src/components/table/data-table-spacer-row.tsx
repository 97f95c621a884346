/** Props of `<DataTable.SpacerRow>`. */
export interface DataTableSpacerRowProps {
  /** The height of the rows it stands for, in CSS pixels. */
  height: number;
}

/**
 * An empty row that holds the place of rows a windowed table leaves out of the DOM, so the
 * scroll bar matches the whole list. Hidden from assistive technology; the table's
 * `aria-rowcount` and the rows' `aria-rowindex` say where the rendered rows are.
 *
 * @example
 * <tbody>
 *   {start > 0 ? <DataTable.SpacerRow height={start * ROW_HEIGHT} /> : null}
 *   {visibleRows}
 * </tbody>
 */
export function DataTableSpacerRow({ height }: DataTableSpacerRowProps) {
  return <tr aria-hidden="true" className="bx-table__spacer" style={{ height }} />;
}
