/** Rows as aligned plain-text columns, with a header line; "(none)" for no rows. */
export function formatTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  if (rows.length === 0) return '(none)';
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}
