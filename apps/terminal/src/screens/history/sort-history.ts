import { Decimal, type Order } from '@beurs/domain';
import type { TableSort } from '@beurs/ui';

/** Sort keys of the history table's sortable columns. */
export const HISTORY_SORT_VALUES: Record<string, (order: Order) => string | number> = {
  closed: (order) => Date.parse(order.closed_at ?? order.created_at),
  instrument: (order) => order.instrument_id,
  side: (order) => order.side,
  volume: (order) => Decimal.from(order.volume).toNumber(),
  pnl: (order) => Decimal.from(order.pnl).toNumber(),
};

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** The rows in the order the table shows them (the same stable sort as the Table). */
export function sortHistory(orders: readonly Order[], sort: TableSort | undefined): Order[] {
  const value = sort ? HISTORY_SORT_VALUES[sort.columnId] : undefined;
  if (!sort || !value) return [...orders];
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return [...orders].sort((a, b) => factor * compare(value(a), value(b)));
}
