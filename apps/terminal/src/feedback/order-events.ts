import type { CloseReason, Order } from '@beurs/domain';
import { fillPriceText } from '../orders/fill-source';

/** Something that happened to the account's orders that the trader did not just do by hand. */
export type OrderEvent = { kind: 'filled'; order: Order } | { kind: 'closed'; order: Order; reason: Exclude<CloseReason, 'user'> };

/**
 * The pending orders that became positions between two `userOrders` lists (same id, pending
 * before, open now), and the open positions and pending orders that left the list (closed or
 * cancelled: why is in the history).
 * Market orders the trader opens are left out: the ticket reports those itself.
 */
export function diffLiveOrders(previous: readonly Order[], next: readonly Order[]): { filled: Order[]; gone: Order[] } {
  const before = new Map(previous.map((order) => [order.id, order]));
  const now = new Set(next.map((order) => order.id));
  const filled = next.filter((order) => order.status === 'open' && before.get(order.id)?.status === 'pending');
  // A pending order that left the list was cancelled: by the trader, or at its expiry.
  const gone = previous.filter((order) => (order.status === 'open' || order.status === 'pending') && !now.has(order.id));
  return { filled, gone };
}

/**
 * The events to announce for positions that left the live list, from their closed records in
 * the history: a stop-loss, a take-profit, a margin close-out, or a pending order's expiry. A
 * close or cancel by the trader is left out (the Close and Cancel buttons report it).
 */
export function closeEvents(gone: readonly Order[], history: readonly Order[]): OrderEvent[] {
  const closed = new Map(history.map((order) => [order.id, order]));
  const events: OrderEvent[] = [];
  for (const order of gone) {
    const record = closed.get(order.id);
    const reason = record?.close_reason;
    if (record && reason && reason !== 'user') events.push({ kind: 'closed', order: record, reason });
  }
  return events;
}

const REASON_TITLES: Record<Exclude<CloseReason, 'user'>, string> = {
  stop_loss: 'Stop-loss hit',
  take_profit: 'Take-profit hit',
  trailing_stop: 'Trailing stop hit',
  margin_close_out: 'Margin close-out',
  expired: 'Order expired',
};

/** The message of an event, as a toast or a browser notification shows it. */
export function describeOrderEvent(event: OrderEvent, currency: string): { title: string; body: string } {
  const { order } = event;
  if (event.kind === 'filled') {
    return {
      title: 'Order filled',
      body: `${order.type === 'market' ? '' : `${order.type.replace('_', '-')} `}${order.side} ${order.volume} ${order.instrument_id} filled at ${fillPriceText(order.open_price, order.open_quote)}`,
    };
  }
  const title = REASON_TITLES[event.reason];
  if (event.reason === 'expired') {
    return {
      title,
      body: `${title}: ${order.type.replace('_', '-')} ${order.side} ${order.volume} ${order.instrument_id} at ${order.price ?? '—'} was cancelled unfilled`,
    };
  }
  const why = event.reason === 'margin_close_out' ? ' (equity fell to 50% of the margin used)' : '';
  return {
    title,
    body: `${title}: ${order.side} ${order.volume} ${order.instrument_id} closed at ${order.close_price ?? '—'}, P&L ${order.pnl} ${currency}${why}`,
  };
}
