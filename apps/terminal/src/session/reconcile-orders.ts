import type { Order } from '@beurs/domain';

const ORDER_KEYS: ReadonlyArray<keyof Order> = [
  'status',
  'pnl',
  'current_price',
  'margin',
  'volume',
  'leverage',
  'price',
  'open_price',
  'close_price',
  'stop_loss',
  'take_profit',
  'close_reason',
  'opened_at',
  'closed_at',
  'instrument_id',
  'side',
  'type',
  'created_at',
];

function sameOrder(a: Order, b: Order): boolean {
  return ORDER_KEYS.every((key) => a[key] === b[key]);
}

/**
 * The next orders list with the previous objects kept wherever an order did not change, so
 * memoised rows keyed by id re-render only for the orders that did (a `userOrders` push
 * replaces the whole list every second). Returns `previous` itself when nothing changed.
 */
export function reconcileOrders(previous: readonly Order[], next: readonly Order[]): readonly Order[] {
  const byId = new Map(previous.map((order) => [order.id, order]));
  let changed = previous.length !== next.length;
  const result = next.map((order, index) => {
    const old = byId.get(order.id);
    const kept = old && sameOrder(old, order) ? old : order;
    if (kept !== previous[index]) changed = true;
    return kept;
  });
  return changed ? result : previous;
}
