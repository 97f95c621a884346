import { Decimal } from '@beurs/domain';
import { hashText, normalAt, uniformAt } from './seeded-random';

/**
 * The simulator's price model (see docs/market-model.md): each instrument's mid price follows a
 * driftless geometric Brownian motion with the instrument's annualised volatility,
 *
 *   mid(t1) = mid(t0) · exp(−σ²·Δt/2 + σ·√Δt·Z),   Δt = (t1 − t0) in years of 365.25 days,
 *
 * where Z is a standard normal drawn from (market seed, instrument id, t1 in ms). The model
 * runs in floating point because it is a random process; its output is rounded to the
 * instrument's digits and everything after that (spread, fills, margin, P&L) is exact Decimal.
 */

const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

/** A gap longer than this (a weekend, a restart) moves the price as if only this much time passed. */
export const MAX_STEP_MS = 24 * 60 * 60 * 1000;

/** The model's parameters for one instrument. */
export interface ModelInstrument {
  instrumentId: string;
  /** Annualised volatility, e.g. 0.08 for 8%. */
  volatility: number;
}

/** One instrument's seeded price process. */
export interface InstrumentModel {
  /** The mid price at `toMs`, moved from `mid` at `fromMs` with the seeded draw of `toMs`. */
  step(mid: number, fromMs: number, toMs: number): number;
  /** Synthetic traded volume of the step at `atMs` (lots): 1 to 20, seeded like the price. */
  volume(atMs: number): number;
}

/** The seeded model of one instrument (the instrument id picks its own random stream). */
export function createInstrumentModel(seed: number, instrument: ModelInstrument): InstrumentModel {
  const stream = hashText(instrument.instrumentId);
  const sigma = instrument.volatility;
  return {
    step(mid, fromMs, toMs) {
      const elapsed = Math.min(Math.max(toMs - fromMs, 0), MAX_STEP_MS);
      if (elapsed === 0) return mid;
      const dt = elapsed / MS_PER_YEAR;
      const z = normalAt({ seed, stream, counter: toMs });
      return mid * Math.exp(-0.5 * sigma * sigma * dt + sigma * Math.sqrt(dt) * z);
    },
    volume(atMs) {
      return 1 + Math.floor(uniformAt({ seed, stream, counter: atMs }, 2) * 20);
    },
  };
}

/** The unrounded mid as exact text (10 decimals, as the quotes table stores it). */
export function midText(mid: number): string {
  return mid.toFixed(10);
}

/** What a quote is built from: the mid, the instrument's spread and digits. */
export interface SpreadInput {
  mid: Decimal;
  spread: Decimal;
  digits: number;
}

/**
 * Bid and ask around the mid: the bid is the mid less half the spread, rounded to the
 * instrument's digits, and the ask is the bid plus the spread, so the quoted spread is always
 * exactly the instrument's. Everyone gets this quote.
 */
export function quoteAround({ mid, spread, digits }: SpreadInput): { bid: Decimal; ask: Decimal } {
  const tick = Decimal.fromUnits(1n, digits);
  const half = spread.div(2, digits + 2, 'half-even');
  let bid = mid.sub(half).round(digits, 'half-even');
  if (!bid.isPositive()) bid = tick;
  return { bid, ask: bid.add(spread).round(digits, 'ceil') };
}
