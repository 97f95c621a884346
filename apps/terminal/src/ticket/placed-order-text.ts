import type { Order, PriceSource } from '@beurs/domain';
import { fillPriceText } from '../orders/fill-source';
import { TYPE_LABELS } from './ticket-checks';

function pendingAt(order: Order): string {
  return order.type === 'stop_limit' ? `stop ${order.price ?? '—'}, limit ${order.limit_price ?? '—'}` : `at ${order.price ?? '—'}`;
}

/** The toast once the server has taken an order from the ticket. `source` is the instrument's price source now. */
export function placedOrderToast(order: Order, source: PriceSource | undefined): string {
  return order.status === 'pending'
    ? `Order placed: ${TYPE_LABELS[order.type].toLowerCase()} ${order.side} ${order.volume} ${order.instrument_id} ${pendingAt(order)}`
    : `Order opened: ${order.side} ${order.volume} ${order.instrument_id} at ${fillPriceText(order.open_price, order.open_quote, source)}`;
}

/** What the ticket says beside its button about the order it sent, and where to find it now. */
export function placedOrderResult(order: Order, source: PriceSource | undefined): string {
  return order.status === 'pending'
    ? `Pending ${TYPE_LABELS[order.type].toLowerCase()} ${order.side} of ${order.volume} ${order.instrument_id} ${pendingAt(order)} is waiting under Pending orders.`
    : `${order.side === 'buy' ? 'Bought' : 'Sold'} ${order.volume} ${order.instrument_id} at ${fillPriceText(order.open_price, order.open_quote, source)}: the position is under Positions.`;
}
