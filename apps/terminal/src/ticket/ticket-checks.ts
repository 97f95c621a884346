import { Decimal, VOLUME_RULES, isDecimalText, type MarketSymbol, type OrderExpiry, type OrderSide, type OrderType } from '@beurs/domain';
import { checkDecimalFields } from '../errors/check-decimal-fields';
import type { FieldErrors } from '../errors/field-errors';

/** The ticket's form as typed. */
export interface TicketForm {
  side: OrderSide;
  type: OrderType;
  volume: string;
  price: string;
  stopLoss: string;
  takeProfit: string;
  /** A market order's trailing stop distance; empty for none. */
  trailingDistance?: string;
  /** A stop-limit's limit price as typed (`price` is its stop). */
  limitPrice?: string;
  /** How long a pending order waits. Defaults to `'gtc'`. */
  expiry?: OrderExpiry;
  /** With `expiry: 'date'`: the local date and time it is cancelled at, as a `datetime-local` input gives it (`2026-12-01T17:30`). */
  expiresAt?: string;
}

/** What each order type is called on screen. */
export const TYPE_LABELS: Record<OrderType, string> = { market: 'Market', limit: 'Limit', stop: 'Stop', stop_limit: 'Stop-limit' };

/**
 * The instant a `datetime-local` value names in the browser's time zone, or null when it is not
 * one. `new Date('2026-12-01T17:30')` reads a date-time without an offset as local time.
 */
export function expiryInstant(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text.trim())) return null;
  const instant = new Date(text.trim());
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function read(text: string): Decimal | null {
  const trimmed = text.trim();
  return isDecimalText(trimmed) ? Decimal.from(trimmed) : null;
}

/**
 * Every check the ticket can make before it sends, all at once, keyed by field: the decimal
 * grammar, the volume's bounds and step, the pending price's side, and the side of the
 * stop-loss and the take-profit (the server's rules, against the same prices: the current bid
 * for a buy, the ask for a sell, or the pending order's own price). Empty when all pass.
 */
export function checkTicket(form: TicketForm, symbol: Pick<MarketSymbol, 'bid' | 'ask' | 'digits'>, now: Date = new Date()): FieldErrors {
  const errors: Record<string, string> = {
    ...checkDecimalFields({
      volume: { label: 'Volume', value: form.volume },
      ...(form.type !== 'market' && form.price.trim()
        ? { price: { label: form.type === 'stop_limit' ? 'Stop price' : 'Price', value: form.price } }
        : {}),
      ...(form.type === 'stop_limit' && form.limitPrice?.trim() ? { limit_price: { label: 'Limit price', value: form.limitPrice } } : {}),
      ...(form.stopLoss.trim() ? { stop_loss: { label: 'Stop-loss', value: form.stopLoss } } : {}),
      ...(form.takeProfit.trim() ? { take_profit: { label: 'Take-profit', value: form.takeProfit } } : {}),
      ...(form.type === 'market' && form.trailingDistance?.trim()
        ? { trailing_distance: { label: 'Trailing distance', value: form.trailingDistance } }
        : {}),
    }),
  };

  const volume = errors.volume ? null : read(form.volume);
  if (volume) {
    if (volume.lt(VOLUME_RULES.min)) errors.volume = `Volume must be at least ${VOLUME_RULES.min} lots`;
    else if (volume.gt(VOLUME_RULES.max)) errors.volume = `Volume can be at most ${VOLUME_RULES.max} lots`;
    else if (volume.decimalPlaces() > 2) errors.volume = `Volume goes in steps of ${VOLUME_RULES.step} lots`;
  }

  let reference: { label: string; price: string } | null =
    form.side === 'buy' ? { label: 'the current bid', price: symbol.bid } : { label: 'the current ask', price: symbol.ask };
  if (form.type !== 'market') {
    const price = errors.price ? null : read(form.price);
    reference = null;
    const name = form.type === 'stop_limit' ? 'Stop price' : 'Price';
    if (!form.price.trim())
      errors.price = form.type === 'stop_limit' ? 'A stop-limit order needs a stop price' : `A ${form.type} order needs a price`;
    else if (price && !price.isPositive()) errors.price = `${name} must be above 0`;
    else if (price && price.decimalPlaces() > symbol.digits) errors.price = `${name} can have at most ${symbol.digits} decimal places`;
    else if (price) {
      const pendingError = pendingPriceError(form.side, form.type, price, symbol);
      if (pendingError) errors.price = pendingError;
      if (form.type !== 'stop_limit') reference = { label: `the ${form.type} price`, price: price.toFixed(symbol.digits) };
    }
    if (form.type === 'stop_limit') {
      const limitError = errors.limit_price ? null : stopLimitError(form, price, symbol.digits);
      if (limitError) errors.limit_price = limitError;
      // A stop-limit fills at its limit or better: stop-loss and take-profit are measured from there, as the server does.
      const limit = errors.limit_price || !form.limitPrice ? null : read(form.limitPrice);
      if (limit) reference = { label: 'the limit price', price: limit.toFixed(symbol.digits) };
    }
    const expiryError = expiresAtError(form, now);
    if (expiryError) errors.expires_at = expiryError;
  }

  const below = form.side === 'buy';
  const stopLoss = errors.stop_loss || !form.stopLoss.trim() ? null : read(form.stopLoss);
  if (stopLoss && !stopLoss.isPositive()) errors.stop_loss = 'Stop-loss must be above 0';
  else if (stopLoss && reference && (below ? !stopLoss.lt(reference.price) : !stopLoss.gt(reference.price))) {
    errors.stop_loss = `Stop-loss for a ${form.side} must be ${below ? 'below' : 'above'} ${reference.label} ${reference.price}`;
  }
  const takeProfit = errors.take_profit || !form.takeProfit.trim() ? null : read(form.takeProfit);
  if (takeProfit && !takeProfit.isPositive()) errors.take_profit = 'Take-profit must be above 0';
  else if (takeProfit && reference && (below ? !takeProfit.gt(reference.price) : !takeProfit.lt(reference.price))) {
    errors.take_profit = `Take-profit for a ${form.side} must be ${below ? 'above' : 'below'} ${reference.label} ${reference.price}`;
  }
  const trailing =
    form.type !== 'market' || errors.trailing_distance || !form.trailingDistance?.trim() ? null : read(form.trailingDistance);
  if (trailing && !trailing.isPositive()) errors.trailing_distance = 'Trailing distance must be above 0';
  else if (trailing && trailing.decimalPlaces() > symbol.digits)
    errors.trailing_distance = `Trailing distance can have at most ${symbol.digits} decimal places`;
  else if (trailing && below && !trailing.lt(symbol.bid)) {
    errors.trailing_distance = `Trailing distance must be less than the current bid ${symbol.bid}, so that the stop stays above 0`;
  }
  return errors;
}

/**
 * Where a market order's stop-loss starts (the server's rule): with a trailing distance, at the
 * bid minus it for a buy or the ask plus it for a sell, or at the stop-loss typed when that is
 * closer to the price; without one, the stop-loss typed. Empty when there is none to show.
 */
export function openingStopLoss(form: TicketForm, symbol: Pick<MarketSymbol, 'bid' | 'ask' | 'digits'>): string {
  const trailing = form.type === 'market' && form.trailingDistance ? read(form.trailingDistance) : null;
  if (!trailing || !trailing.isPositive()) return form.stopLoss;
  const below = form.side === 'buy';
  const trailed = below ? Decimal.from(symbol.bid).sub(trailing) : Decimal.from(symbol.ask).add(trailing);
  const typed = read(form.stopLoss);
  if (typed && (below ? typed.gt(trailed) : typed.lt(trailed))) return form.stopLoss;
  return trailed.toFixed(symbol.digits);
}

/**
 * A stop-limit's limit: given, and on the side of the stop that lets it fill once triggered: at
 * or above the stop for a buy (the most it pays), at or below it for a sell (the least it takes),
 * the server's rule and words.
 */
function stopLimitError(form: TicketForm, stop: Decimal | null, digits: number): string | null {
  const text = form.limitPrice?.trim() ?? '';
  if (!text) return 'A stop-limit order needs a limit price';
  const limit = read(text);
  if (!limit) return null;
  if (!limit.isPositive()) return 'Limit price must be above 0';
  if (limit.decimalPlaces() > digits) return `Limit price can have at most ${digits} decimal places`;
  if (!stop) return null;
  if (form.side === 'buy' && limit.lt(stop)) {
    return `A buy stop-limit's limit price must be at or above its stop price ${stop.toFixed(digits)}: it is the most you pay once the price has risen to the stop`;
  }
  if (form.side === 'sell' && limit.gt(stop)) {
    return `A sell stop-limit's limit price must be at or below its stop price ${stop.toFixed(digits)}: it is the least you take once the price has fallen to the stop`;
  }
  return null;
}

/** A date expiry names a moment, and one still to come. */
function expiresAtError(form: TicketForm, now: Date): string | null {
  if (form.expiry !== 'date') return null;
  if (!form.expiresAt?.trim()) return 'Choose the date and time the order expires';
  const instant = expiryInstant(form.expiresAt);
  if (!instant) return 'Expiry must be a date and a time, like 2026-12-01 17:30';
  if (instant.getTime() <= now.getTime()) return 'Expiry must be in the future';
  return null;
}

/** A pending order waits for a price it has not reached (the server's rule, worded the same); a stop-limit's stop as a stop's. */
function pendingPriceError(
  side: OrderSide,
  orderType: Exclude<OrderType, 'market'>,
  price: Decimal,
  quote: { bid: string; ask: string },
): string | null {
  const type = orderType === 'stop_limit' ? 'stop' : orderType;
  if (side === 'buy' && type === 'limit' && !price.lt(quote.ask))
    return `A buy limit price must be below the current ask ${quote.ask}; to buy when the price rises, place a buy stop`;
  if (side === 'buy' && type === 'stop' && !price.gt(quote.ask))
    return `A buy stop price must be above the current ask ${quote.ask}; to buy when the price falls, place a buy limit`;
  if (side === 'sell' && type === 'limit' && !price.gt(quote.bid))
    return `A sell limit price must be above the current bid ${quote.bid}; to sell when the price falls, place a sell stop`;
  if (side === 'sell' && type === 'stop' && !price.lt(quote.bid))
    return `A sell stop price must be below the current bid ${quote.bid}; to sell when the price rises, place a sell limit`;
  return null;
}
