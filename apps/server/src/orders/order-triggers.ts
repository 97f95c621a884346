import { Decimal, type CloseReason, type OrderSide, type OrderType } from '@beurs/domain';

/** A quote as triggers read it. */
export interface TriggerQuote {
  bid: Decimal;
  ask: Decimal;
}

/** What the triggers read of a pending order. */
export interface PendingLevels {
  side: OrderSide;
  type: OrderType;
  price: string | null;
  /** A stop-limit order's limit; null for other types. */
  limitPrice?: string | null;
  /** When a stop-limit order's stop was reached; null before. */
  triggeredAt?: Date | null;
}

/**
 * Whether a limit at `price` is reached: a buy when the ask is at or below it, a sell when the
 * bid is at or above it (the order then fills at that quote, never worse than its limit).
 */
export function isLimitReached(side: OrderSide, price: string, quote: TriggerQuote): boolean {
  return side === 'buy' ? quote.ask.lte(price) : quote.bid.gte(price);
}

/** Whether a stop at `price` is reached: a buy when the ask is at or above it, a sell when the bid is at or below it. */
export function isStopReached(side: OrderSide, price: string, quote: TriggerQuote): boolean {
  return side === 'buy' ? quote.ask.gte(price) : quote.bid.lte(price);
}

/**
 * Whether a pending order has something to do at this quote: a limit or stop order whose price
 * is reached fills; a stop-limit order whose stop is reached is triggered (and fills at once if
 * its limit is reached too), and once triggered it fills when its limit is reached.
 */
export function isPendingTriggered(order: PendingLevels, quote: TriggerQuote): boolean {
  if (order.type === 'market' || order.price === null) return false;
  if (order.type === 'limit') return isLimitReached(order.side, order.price, quote);
  if (order.type === 'stop') return isStopReached(order.side, order.price, quote);
  const limit = order.limitPrice ?? null;
  if (limit === null) return false;
  return order.triggeredAt ? isLimitReached(order.side, limit, quote) : isStopReached(order.side, order.price, quote);
}

/**
 * Whether a pending order fills at this quote: a stop-limit only once its stop has been reached
 * (now or before) and its limit is reached too; other types whenever they are triggered.
 */
export function isPendingFillable(order: PendingLevels, quote: TriggerQuote): boolean {
  if (order.type !== 'stop_limit') return isPendingTriggered(order, quote);
  const limit = order.limitPrice ?? null;
  if (limit === null || order.price === null) return false;
  const stopped = order.triggeredAt ? true : isStopReached(order.side, order.price, quote);
  return stopped && isLimitReached(order.side, limit, quote);
}

/** Whether a pending order's expiry (`expires_at`) has come at `at`: it is then cancelled, whatever the price. */
export function isExpired(order: { status: string; expiresAt: Date | null }, at: Date): boolean {
  return order.status === 'pending' && order.expiresAt !== null && order.expiresAt.getTime() <= at.getTime();
}

/** Why the engine closes a position by its own levels. */
export type ProtectionReason = Extract<CloseReason, 'stop_loss' | 'take_profit' | 'trailing_stop'>;

/**
 * Whether an open position's stop-loss or take-profit is hit at the price it would close at
 * (the bid for a buy, the ask for a sell). A stop-loss that trails the price is reported as
 * `trailing_stop`.
 */
export function protectionHit(
  order: { side: OrderSide; stopLoss: string | null; takeProfit: string | null; trailingDistance: string | null },
  quote: TriggerQuote,
): ProtectionReason | null {
  const exit = order.side === 'buy' ? quote.bid : quote.ask;
  const long = order.side === 'buy';
  if (order.stopLoss !== null && (long ? exit.lte(order.stopLoss) : exit.gte(order.stopLoss))) {
    return order.trailingDistance === null ? 'stop_loss' : 'trailing_stop';
  }
  if (order.takeProfit !== null && (long ? exit.gte(order.takeProfit) : exit.lte(order.takeProfit))) return 'take_profit';
  return null;
}

/**
 * Where a trailing stop follows the price to: a buy's stop to the bid minus the distance, a
 * sell's to the ask plus it, only ever towards the price. Null when the order does not trail or
 * the stop would not move (the price has not gone beyond its best since the stop was set).
 */
export function trailedStopLevel(
  order: { side: OrderSide; stopLoss: string | null; trailingDistance: string | null },
  quote: TriggerQuote,
): Decimal | null {
  if (order.trailingDistance === null) return null;
  const long = order.side === 'buy';
  const candidate = long ? quote.bid.sub(order.trailingDistance) : quote.ask.add(order.trailingDistance);
  if (order.stopLoss === null) return candidate;
  return (long ? candidate.gt(order.stopLoss) : candidate.lt(order.stopLoss)) ? candidate : null;
}

/**
 * The price at which a trailing stop starts to move: for a buy the bid at which bid − distance
 * passes the stop, for a sell the ask at which ask + distance passes below it. The index puts
 * it in a ladder, so a tick looks at a trailing order only when its stop is due to move.
 */
export function trailingMoveLevel(order: { side: OrderSide; stopLoss: string | null; trailingDistance: string | null }): Decimal | null {
  if (order.trailingDistance === null || order.stopLoss === null) return null;
  return order.side === 'buy'
    ? Decimal.from(order.stopLoss).add(order.trailingDistance)
    : Decimal.from(order.stopLoss).sub(order.trailingDistance);
}
