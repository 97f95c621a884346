// Fields are escaped by the domain's csvField, as the server's statement and transactions CSVs are.
import { csvField as escapeField, type Order } from '@beurs/domain';

/** Columns of the history export, in order: header and value. Money and prices stay exact text. */
export const HISTORY_CSV_COLUMNS: ReadonlyArray<[string, (order: Order) => string]> = [
  ['closed_at', (order) => order.closed_at ?? ''],
  ['instrument', (order) => order.instrument_id],
  ['side', (order) => order.side],
  ['type', (order) => order.type],
  ['status', (order) => order.status],
  ['volume', (order) => order.volume],
  ['leverage', (order) => String(order.leverage)],
  ['open_price', (order) => order.open_price ?? ''],
  ['close_price', (order) => order.close_price ?? ''],
  ['pnl_eur', (order) => order.pnl],
  ['close_reason', (order) => order.close_reason ?? ''],
  ['opened_at', (order) => order.opened_at ?? ''],
  ['order_id', (order) => order.id],
  // The journal last, so the columns before keep their places: tags space-separated, the note as written.
  ['tags', (order) => (order.tags ?? []).join(' ')],
  ['note', (order) => order.note ?? ''],
  // Where each fill's price came from (`simulated`, `live:kraken`, `replay:dukascopy`), empty when its quote does not say.
  ['open_price_source', (order) => order.open_quote?.source ?? ''],
  ['close_price_source', (order) => order.close_quote?.source ?? ''],
];

/** The rows as CSV text (RFC 4180, CRLF line ends), exact decimal strings as the server sent them. */
export function historyCsv(orders: readonly Order[]): string {
  const lines = [HISTORY_CSV_COLUMNS.map(([header]) => header).join(',')];
  for (const order of orders) lines.push(HISTORY_CSV_COLUMNS.map(([, value]) => escapeField(value(order))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Makes the browser download `text` as a file. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
