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

/**
 * Whether an open position's stop-loss or take-profit is hit at the price it would close at
 * (the bid for a buy, the ask for a sell).
 */
export function protectionHit(
  order: { side: OrderSide; stopLoss: string | null; takeProfit: string | null },
  quote: TriggerQuote,
): Extract<CloseReason, 'stop_loss' | 'take_profit'> | null {
  const exit = order.side === 'buy' ? quote.bid : quote.ask;
  const long = order.side === 'buy';
  if (order.stopLoss !== null && (long ? exit.lte(order.stopLoss) : exit.gte(order.stopLoss))) return 'stop_loss';
  if (order.takeProfit !== null && (long ? exit.gte(order.takeProfit) : exit.lte(order.takeProfit))) return 'take_profit';
  return null;
}
