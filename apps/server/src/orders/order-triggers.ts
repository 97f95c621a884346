import { Decimal, type CloseReason, type OrderSide, type OrderType } from '@beurs/domain';

/** A quote as triggers read it. */
export interface TriggerQuote {
  bid: Decimal;
  ask: Decimal;
}

/**
 * Whether a pending order's price has been reached: a buy limit when the ask is at or below its
 * price, a buy stop when the ask is at or above it; a sell limit when the bid is at or above
 * its price, a sell stop when the bid is at or below it.
 */
export function isPendingTriggered(order: { side: OrderSide; type: OrderType; price: string | null }, quote: TriggerQuote): boolean {
  if (order.type === 'market' || order.price === null) return false;
  const price = Decimal.from(order.price);
  if (order.side === 'buy') return order.type === 'limit' ? quote.ask.lte(price) : quote.ask.gte(price);
  return order.type === 'limit' ? quote.bid.gte(price) : quote.bid.lte(price);
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
  return order.side === 'buy' ? Decimal.from(order.stopLoss).add(order.trailingDistance) : Decimal.from(order.stopLoss).sub(order.trailingDistance);
}
