import { ERROR_CODES, leverageCap, type Decimal, type LeverageClass, type OrderSide, type OrderType } from '@beurs/domain';
import { Refusal } from '../refusals/refusal';

/** How the leverage message names each ESMA class. */
const CLASS_LABELS: Readonly<Record<LeverageClass, string>> = {
  major_forex: 'major currency pairs',
  non_major_forex: 'non-major currency pairs',
  gold: 'gold',
  major_index: 'major indices',
  non_major_index: 'non-major indices',
  commodity: 'commodities other than gold',
  share: 'individual shares',
  other: 'this instrument',
  crypto: 'crypto',
};

/** ESMA leverage caps, checked when a position opens: 422 `leverage_too_high` above the class cap. */
export function assertLeverageAllowed(leverageClass: LeverageClass, requested: number): void {
  const cap = leverageCap(leverageClass);
  if (requested <= cap) return;
  const message = `Leverage for ${CLASS_LABELS[leverageClass]} is capped at ${cap}:1 for retail clients`;
  throw new Refusal('unprocessable', ERROR_CODES.leverageTooHigh, message, [{ path: 'leverage', message }]);
}

/** Refuses a field of a request (422 `validation_failed`, the field named in `fields`). */
export function refuse(path: string, message: string): never {
  throw new Refusal('unprocessable', ERROR_CODES.validation, message, [{ path, message }]);
}

/** A price must be above zero and carry no more decimals than the instrument quotes. */
export function assertPriceFormat(input: { path: string; label: string; value: Decimal; digits: number; instrumentId: string }): void {
  if (!input.value.isPositive()) refuse(input.path, `${input.label} must be above 0`);
  if (input.value.decimalPlaces() <= input.digits) return;
  refuse(input.path, `${input.label} can have at most ${input.digits} decimal places for ${input.instrumentId}`);
}

/**
 * A pending order must wait for a price it has not reached: a buy limit below the ask, a buy
 * stop above it; a sell limit above the bid, a sell stop below it. A stop-limit's `price` is its
 * stop and follows the rule of a stop.
 */
export function assertPendingPrice(input: {
  side: OrderSide;
  type: Exclude<OrderType, 'market'>;
  price: Decimal;
  bid: string;
  ask: string;
}): void {
  const { side, type, price } = input;
  if (type === 'stop_limit') {
    if (side === 'buy' && !price.gt(input.ask)) {
      refuse(
        'price',
        `A buy stop-limit's stop price must be above the current ask ${input.ask}; to buy when the price falls, place a buy limit`,
      );
    }
    if (side === 'sell' && !price.lt(input.bid)) {
      refuse(
        'price',
        `A sell stop-limit's stop price must be below the current bid ${input.bid}; to sell when the price rises, place a sell limit`,
      );
    }
    return;
  }
  if (side === 'buy' && type === 'limit' && !price.lt(input.ask)) {
    refuse('price', `A buy limit price must be below the current ask ${input.ask}; to buy when the price rises, place a buy stop`);
  }
  if (side === 'buy' && type === 'stop' && !price.gt(input.ask)) {
    refuse('price', `A buy stop price must be above the current ask ${input.ask}; to buy when the price falls, place a buy limit`);
  }
  if (side === 'sell' && type === 'limit' && !price.gt(input.bid)) {
    refuse('price', `A sell limit price must be above the current bid ${input.bid}; to sell when the price falls, place a sell stop`);
  }
  if (side === 'sell' && type === 'stop' && !price.lt(input.bid)) {
    refuse('price', `A sell stop price must be below the current bid ${input.bid}; to sell when the price rises, place a sell limit`);
  }
}

/**
 * A stop-limit's limit sits at or beyond its stop in the direction of the trade: at or above the
 * stop for a buy (the most it pays once the price has risen to the stop), at or below it for a
 * sell. A limit on the other side would wait, once triggered, for the price to come back: that
 * is a plain limit order, which the trader can place instead.
 */
export function assertStopLimitLevels(input: { side: OrderSide; stop: Decimal; limit: Decimal; digits: number; path?: string }): void {
  const { side, stop, limit, digits } = input;
  const path = input.path ?? 'limit_price';
  if (side === 'buy' && limit.lt(stop)) {
    refuse(
      path,
      `A buy stop-limit's limit price must be at or above its stop price ${stop.toFixed(digits)}: it is the most you pay once the price has risen to the stop`,
    );
  }
  if (side === 'sell' && limit.gt(stop)) {
    refuse(
      path,
      `A sell stop-limit's limit price must be at or below its stop price ${stop.toFixed(digits)}: it is the least you take once the price has fallen to the stop`,
    );
  }
}

/** The price stop-loss and take-profit are measured against, with how messages name it. */
export interface ProtectionReference {
  /** "the current bid", "the limit price", … */
  label: string;
  /** The price as text, with the instrument's digits. */
  price: string;
}

/**
 * Stop-loss and take-profit must be on the right side of the price the position would close
 * at: for a buy, the stop-loss below and the take-profit above; for a sell, the other way round.
 */
export function assertProtectionLevels(input: {
  side: OrderSide;
  reference: ProtectionReference;
  stopLoss: Decimal | null;
  takeProfit: Decimal | null;
  /** The request's names of the two fields. Defaults to the order form's `stop_loss` and `take_profit`. */
  paths?: { stopLoss: string; takeProfit: string };
}): void {
  const { side, reference, stopLoss, takeProfit } = input;
  const paths = input.paths ?? { stopLoss: 'stop_loss', takeProfit: 'take_profit' };
  const below = side === 'buy';
  if (stopLoss && (below ? !stopLoss.lt(reference.price) : !stopLoss.gt(reference.price))) {
    refuse(paths.stopLoss, `Stop-loss for a ${side} must be ${below ? 'below' : 'above'} ${reference.label} ${reference.price}`);
  }
  if (takeProfit && (below ? !takeProfit.gt(reference.price) : !takeProfit.lt(reference.price))) {
    refuse(paths.takeProfit, `Take-profit for a ${side} must be ${below ? 'above' : 'below'} ${reference.label} ${reference.price}`);
  }
}
