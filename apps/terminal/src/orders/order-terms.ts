import type { Order } from '@beurs/domain';

const EXPIRY_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * How long a pending order waits, in a word: "GTC" (until cancelled, also for servers that do not
 * send an expiry), "Day", or the date and time it expires in the trader's time ("1 Dec, 17:30").
 */
export function expiryText(order: Pick<Order, 'expiry' | 'expires_at'>, format: Intl.DateTimeFormat = EXPIRY_DATE): string {
  if (order.expiry === 'day') return 'Day';
  if (order.expiry === 'date' && order.expires_at) return format.format(new Date(order.expires_at));
  return 'GTC';
}

/** The order type as a trader reads it: "limit", "stop", "stop-limit". */
export function typeText(order: Pick<Order, 'type'>): string {
  return order.type === 'stop_limit' ? 'stop-limit' : order.type;
}

/**
 * A stop-limit's second price, under its stop: "lim 1.09050", and "lim 1.09050 · triggered" once
 * its stop was reached. Null for every other order.
 */
export function limitText(order: Pick<Order, 'type' | 'limit_price' | 'triggered_at'>): string | null {
  if (order.type !== 'stop_limit' || !order.limit_price) return null;
  return `lim ${order.limit_price}${order.triggered_at ? ' · triggered' : ''}`;
}
