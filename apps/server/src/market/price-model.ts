import { Decimal } from '@beurs/domain';

/**
 * The simulator's price model lives in `./simulator/` (see docs/market-model.md): fat-tailed
 * factor returns with stochastic volatility, intraday seasonality and scheduled events. This
 * module keeps what turns its unrounded mid into a quote.
 */
export { createInstrumentModel, type InstrumentModel, type ModelInstrument } from './simulator/instrument-model';
export { MAX_STEP_MS } from './simulator/model-parameters';

/** The unrounded mid as exact text (10 decimals, as the quotes table stores it). */
export function midText(mid: number): string {
  return mid.toFixed(10);
}

/** What a quote is built from: the mid, the instrument's spread and digits, and the moment's spread factor. */
export interface SpreadInput {
  mid: Decimal;
  spread: Decimal;
  digits: number;
  /** The model's spread factor (≥ 1; 1 at normal times, wider near an open, a close or a release). */
  spreadFactor?: number;
}

/** The quoted spread: the instrument's times the factor, rounded up to the price tick; exactly the instrument's at a factor of 1. */
export function quotedSpread(spread: Decimal, digits: number, spreadFactor = 1): Decimal {
  if (!(spreadFactor > 1)) return spread;
  // Six decimals of the factor are plenty: the product is rounded up to the tick anyway.
  return spread.mul(spreadFactor.toFixed(6)).round(digits, 'ceil');
}

/**
 * Bid and ask around the mid: the bid is the mid less half the quoted spread, rounded to the
 * instrument's digits, and the ask is the bid plus the quoted spread, so the quote is always
 * exactly that spread wide. Everyone gets this quote.
 */
export function quoteAround({ mid, spread, digits, spreadFactor = 1 }: SpreadInput): { bid: Decimal; ask: Decimal } {
  const tick = Decimal.fromUnits(1n, digits);
  const quoted = quotedSpread(spread, digits, spreadFactor);
  const half = quoted.div(2, digits + 2, 'half-even');
  let bid = mid.sub(half).round(digits, 'half-even');
  if (!bid.isPositive()) bid = tick;
  return { bid, ask: bid.add(quoted).round(digits, 'ceil') };
}
