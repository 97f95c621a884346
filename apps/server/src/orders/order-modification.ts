import type { z } from 'zod';
import { Decimal, ERROR_CODES, type modifyOrderRequest } from '@beurs/domain';
import { Refusal } from '../refusals/refusal';
import type { CurrentQuote, InstrumentRow } from '../market/market-data';
import {
  assertPendingPrice,
  assertPriceFormat,
  assertProtectionLevels,
  assertStopLimitLevels,
  refuse,
  type ProtectionReference,
} from './order-rules';
import { isLimitReached } from './order-triggers';
import { trailedStopLevel } from './order-triggers';
import type { OrderRow } from './position-valuation';

export type ModifyOrderForm = z.output<typeof modifyOrderRequest>;

/** The levels an order has after a modification, as the row stores them (decimal text or null). */
export interface ModifiedLevels {
  stopLoss: string | null;
  takeProfit: string | null;
  price: string | null;
  trailingDistance: string | null;
  /** A stop-limit order's limit; null for other types. */
  limitPrice: string | null;
  /** "stop-loss 1.08000 → 1.08250", one per level that changed, for the activity log. */
  changes: string[];
}

/** A field of the request: left out (undefined), removed (null) or a new value. */
function decimalOf(value: string | null | undefined): Decimal | null | undefined {
  return value === undefined || value === null ? value : Decimal.from(value);
}

function sameLevel(a: Decimal | null, b: string | null): boolean {
  return a === null || b === null ? a === b : a.eq(b);
}

/**
 * Decides what a modification of `order` changes, with the rules of opening: prices carry the
 * instrument's digits and are above 0; a stop-loss and take-profit sit on the right side of the
 * price the position would close at (an open position: the current bid for a buy, the ask for a
 * sell; a pending order: its price, the new one when it moves), a new pending price has not been
 * reached yet. A trailing stop applies to open positions only; its stop-loss is moved at once to
 * the price minus the distance when that is closer. Refuses (422) a field that does not apply
 * and a modification that would change nothing. On a stop-limit order `price` moves the stop
 * until it is reached (then the order is a limit and only `limit_price` moves), and the limit
 * stays at or beyond the stop; once triggered, a new limit must not be reached yet, as for any
 * limit order. Pure: the caller holds the locks and writes.
 */
export function planModification(input: {
  order: OrderRow;
  instrument: InstrumentRow;
  quote: CurrentQuote;
  form: ModifyOrderForm;
}): ModifiedLevels {
  const { order, instrument, quote, form } = input;
  const { digits, instrumentId } = instrument;
  const open = order.status === 'open';
  if (
    form.sl === undefined &&
    form.tp === undefined &&
    form.price === undefined &&
    form.trailing_distance === undefined &&
    form.limit_price === undefined
  ) {
    throw Refusal.unprocessable(
      ERROR_CODES.validation,
      'Nothing to change: send a new sl, tp, trailing_distance or, for a pending order, price (and limit_price for a stop-limit).',
    );
  }
  if (form.limit_price !== undefined && order.type !== 'stop_limit') {
    refuse('limit_price', 'Only a stop-limit order has a limit_price; for a limit or stop order, change its price');
  }
  if (form.limit_price !== undefined && open) {
    refuse(
      'limit_price',
      'This stop-limit order has filled: an open position has no limit price to change; change its stop-loss or take-profit, or close it',
    );
  }
  const triggered = order.type === 'stop_limit' && order.triggeredAt !== null;
  if (triggered && form.price !== undefined) {
    refuse('price', 'The stop of this stop-limit order has been reached and it now waits as a limit order: change its limit_price instead');
  }
  if (open && form.price !== undefined) {
    refuse('price', 'An open position has no price to change; change its stop-loss or take-profit, or close it');
  }
  if (!open && form.trailing_distance !== undefined) {
    refuse('trailing_distance', 'A trailing stop follows an open position; set it once this order has filled');
  }

  const stopLoss = decimalOf(form.sl);
  const takeProfit = decimalOf(form.tp);
  const price = decimalOf(form.price);
  const trailing = decimalOf(form.trailing_distance);
  if (stopLoss) assertPriceFormat({ path: 'sl', label: 'Stop-loss', value: stopLoss, digits, instrumentId });
  if (takeProfit) assertPriceFormat({ path: 'tp', label: 'Take-profit', value: takeProfit, digits, instrumentId });
  if (price) assertPriceFormat({ path: 'price', label: 'Price', value: price, digits, instrumentId });
  if (trailing) assertPriceFormat({ path: 'trailing_distance', label: 'Trailing distance', value: trailing, digits, instrumentId });
  const limit = form.limit_price === undefined ? undefined : Decimal.from(form.limit_price);
  if (limit) assertPriceFormat({ path: 'limit_price', label: 'Limit price', value: limit, digits, instrumentId });

  const bid = quote.bid.toFixed(digits);
  const ask = quote.ask.toFixed(digits);
  const nextPrice = price ?? (order.price === null ? null : Decimal.from(order.price));
  if (price && order.type !== 'market') assertPendingPrice({ side: order.side, type: order.type, price, bid, ask });
  const nextLimit = limit ?? (order.limitPrice === null ? null : Decimal.from(order.limitPrice));
  if (order.type === 'stop_limit' && !open && nextLimit && nextPrice && (limit || price)) {
    if (!triggered) assertStopLimitLevels({ side: order.side, stop: nextPrice, limit: nextLimit, digits });
    else if (limit && isLimitReached(order.side, limit.toString(), quote)) {
      refuse(
        'limit_price',
        order.side === 'buy'
          ? `A buy limit price must be below the current ask ${ask}; this order would fill at once`
          : `A sell limit price must be above the current bid ${bid}; this order would fill at once`,
      );
    }
  }

  let nextStopLoss = stopLoss === undefined ? (decimalOf(order.stopLoss) ?? null) : stopLoss;
  const nextTakeProfit = takeProfit === undefined ? (decimalOf(order.takeProfit) ?? null) : takeProfit;
  const nextTrailing = trailing === undefined ? (decimalOf(order.trailingDistance) ?? null) : trailing;

  const reference: ProtectionReference = open
    ? order.side === 'buy'
      ? { label: 'the current bid', price: bid }
      : { label: 'the current ask', price: ask }
    : order.type === 'stop_limit'
      ? { label: 'the limit price', price: (nextLimit ?? Decimal.ZERO).toFixed(digits) }
      : { label: `the ${order.type} price`, price: (nextPrice ?? Decimal.ZERO).toFixed(digits) };
  // Levels sent are checked; a pending order's kept levels too when its price moves under them.
  const priceMoved = (price !== undefined && price !== null && order.type !== 'stop_limit') || limit !== undefined;
  assertProtectionLevels({
    side: order.side,
    reference,
    stopLoss: stopLoss !== undefined ? stopLoss : priceMoved ? nextStopLoss : null,
    takeProfit: takeProfit !== undefined ? takeProfit : priceMoved ? nextTakeProfit : null,
    paths: { stopLoss: 'sl', takeProfit: 'tp' },
  });

  if (nextTrailing !== null) {
    if (trailing && order.side === 'buy' && !quote.bid.gt(trailing)) {
      refuse('trailing_distance', `Trailing distance must be less than the current bid ${bid}, so that the stop stays above 0`);
    }
    if (stopLoss === null) {
      refuse('sl', 'A trailing stop is a stop-loss that follows the price; to remove it, set trailing_distance to null as well');
    }
    const trailed = trailedStopLevel(
      { side: order.side, stopLoss: nextStopLoss?.toString() ?? null, trailingDistance: nextTrailing.toString() },
      quote,
    );
    if (trailed !== null && stopLoss && trailing === undefined) {
      refuse(
        'sl',
        `A trailing stop of ${nextTrailing.toFixed(digits)} keeps the stop-loss at ${trailed.toFixed(digits)} or closer; to move it further away, set a larger trailing_distance`,
      );
    }
    if (trailed !== null) nextStopLoss = trailed;
  }

  const changes: string[] = [];
  const describe = (label: string, before: string | null, after: Decimal | null) => {
    if (sameLevel(after, before)) return;
    const text = (value: Decimal | null) => (value === null ? 'none' : value.toFixed(digits));
    changes.push(`${label} ${text(decimalOf(before) ?? null)} → ${text(after)}`);
  };
  describe(order.type === 'stop_limit' ? 'stop price' : 'price', order.price, nextPrice);
  describe('limit price', order.limitPrice, nextLimit);
  describe('stop-loss', order.stopLoss, nextStopLoss);
  describe('take-profit', order.takeProfit, nextTakeProfit);
  describe('trailing distance', order.trailingDistance, nextTrailing);
  if (changes.length === 0) {
    throw Refusal.unprocessable(ERROR_CODES.validation, 'Nothing to change: the order already has these levels.');
  }
  return {
    stopLoss: nextStopLoss?.toString() ?? null,
    takeProfit: nextTakeProfit?.toString() ?? null,
    price: nextPrice?.toString() ?? null,
    trailingDistance: nextTrailing?.toString() ?? null,
    limitPrice: nextLimit?.toString() ?? null,
    changes,
  };
}
