/**
 * One CSV field, safe to open in a spreadsheet: a value starting with `=`, `+`, `@`, a tab, a
 * carriage return, or a `-` that does not start a number gets a leading `'` so it is never run as
 * a formula (CSV injection); fields with a comma, quote or line break are quoted (RFC 4180).
 * Negative amounts (`-12.50`) stay numbers.
 *
 * @example
 * csvField('=HYPERLINK("x")') // `"'=HYPERLINK(""x"")"`
 * csvField('-12.50') // '-12.50'
 */
export function csvField(value: string): string {
  const safe = /^[=+@\t\r]/.test(value) || (value.startsWith('-') && !/^-\d/.test(value)) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows as CSV text: a header line, then one line per row, every field through {@link csvField},
 * CRLF line ends.
 *
 * @example
 * csvText(['id', 'amount'], [['a', '-1.00']]) // 'id,amount\r\na,-1.00\r\n'
 */
export function csvText(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
