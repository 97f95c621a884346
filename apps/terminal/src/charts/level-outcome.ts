import { Decimal, type MarketSymbol, type Order } from '@beurs/domain';
import { formatDecimal } from '../format/format-decimal';
import { valueUnit } from '../ticket/ticket-figures';
import type { OrderLineKind } from './order-lines';

/** What an order's line at a price would mean: the money (when it can be converted) and the move. */
export interface LevelOutcome {
  /** Profit (positive) or loss at that level, in the account currency; null without a rate. */
  money: Decimal | null;
  /** The move from the reference price, signed in the trader's favour, in pips or points. */
  units: Decimal;
  unit: 'pip' | 'point';
}

/** What {@link levelOutcome} needs to know. */
export interface LevelOutcomeInput {
  order: Pick<Order, 'side' | 'status' | 'volume' | 'open_price' | 'price'> & { limit_price?: string | null };
  kind: OrderLineKind;
  level: string;
  symbol: Pick<MarketSymbol, 'type' | 'digits' | 'bid' | 'ask' | 'contract_size'>;
  /** Quote currency to account currency; null when no cross rate is known. */
  quoteToAccountRate: Decimal | null;
}

/**
 * What dragging an order's line to `level` means, as the trader reads it while dragging:
 * - a stop-loss or take-profit: the P&L of the whole order if it closed there, measured from its
 *   fill price (a position) or from the price it waits for (a pending order; a stop-limit's limit);
 * - a pending order's own price (a stop-limit's stop or limit): how far it is from the price it
 *   would fill at now (the ask for a buy, the bid for a sell), no money, since nothing is
 *   realised there.
 * Null for the fill line, which does not move.
 */
export function levelOutcome({ order, kind, level, symbol, quoteToAccountRate }: LevelOutcomeInput): LevelOutcome | null {
  if (kind === 'open') return null;
  const unit = valueUnit(symbol);
  const direction = order.side === 'buy' ? 1 : -1;
  if (kind === 'pending' || kind === 'limit') {
    const market = order.side === 'buy' ? symbol.ask : symbol.bid;
    const distance = Decimal.from(level).sub(market);
    return { money: null, units: distance.div(unit.size, 1, 'half-even'), unit: unit.kind };
  }
  const reference = order.status === 'open' ? order.open_price : (order.limit_price ?? order.price);
  if (reference === null) return null;
  const move = Decimal.from(level).sub(reference).mul(direction);
  const money =
    quoteToAccountRate === null ? null : move.mul(order.volume).mul(symbol.contract_size).mul(quoteToAccountRate).round(2, 'half-even');
  return { money, units: move.div(unit.size, 1, 'half-even'), unit: unit.kind };
}

/** "+12.40 EUR · +30.0 pips", "−4.1 points from the ask": the outcome as the dragged line shows it. */
export function describeOutcome(outcome: LevelOutcome, kind: OrderLineKind, side: 'buy' | 'sell'): string {
  const signed = (value: Decimal, digits: number) =>
    `${value.isPositive() ? '+' : value.isNegative() ? '−' : ''}${formatDecimal(value.abs(), digits)}`;
  const units = `${signed(outcome.units, 1)} ${outcome.unit}s`;
  if (kind === 'pending' || kind === 'limit') return `${units} from the ${side === 'buy' ? 'ask' : 'bid'}`;
  return outcome.money === null ? units : `${signed(outcome.money, 2)} EUR · ${units}`;
}
