/** The export button's text, counting the rows it will write: "Export CSV (1 row)", "Export CSV (3 rows)". */
export function exportCsvLabel(rowCount: number): string {
  return `Export CSV (${rowCount} ${rowCount === 1 ? 'row' : 'rows'})`;
}
