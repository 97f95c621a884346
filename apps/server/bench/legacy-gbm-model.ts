/**
 * The simulator's price model before the market model (a driftless geometric Brownian motion per
 * instrument with constant volatility, every draw from (seed, instrument, instant)), kept as the
 * baseline of bench/simulator-step.ts. Not used by the product.
 *
 *   mid(t1) = mid(t0) · exp(−σ²·Δt/2 + σ·√Δt·Z),   Δt = min(t1 − t0, 1 day) in years of 365.25 days
 */
import { Decimal } from '@beurs/domain';
import type { ListedInstrument } from '../src/market/market-data';
import { midText, quoteAround } from '../src/market/price-model';
import type { QuoteUpdate } from '../src/market/quote-update';
import { hashText, normalAt, uniformAt } from '../src/market/seeded-random';
import { createMarketHours } from '../src/market/trading-hours';

const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;
const MAX_STEP_MS = 24 * 60 * 60 * 1000;

/** One instrument's seeded GBM. */
export interface LegacyInstrumentModel {
  step(mid: number, fromMs: number, toMs: number): number;
  volume(atMs: number): number;
}

/** The legacy model of one instrument (the instrument id picks its own random stream). */
export function createLegacyGbmModel(seed: number, instrument: { instrumentId: string; volatility: number }): LegacyInstrumentModel {
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

/**
 * The legacy tick of one instrument as `simulateQuote` did it: the GBM step and a quote exactly
 * one spread wide (the product's `quoteAround` at a spread factor of 1 is that quote).
 */
export function legacySimulateQuote(seed: number, { instrument, quote }: ListedInstrument, atMs: number): QuoteUpdate | null {
  const hours = createMarketHours(instrument.tradingHours);
  const fromMs = quote.time.getTime();
  if (atMs <= fromMs || !hours.isOpen(atMs)) return null;
  const model = createLegacyGbmModel(seed, { instrumentId: instrument.instrumentId, volatility: Number(instrument.volatility) });
  const mid = model.step(quote.mid.toNumber(), fromMs, atMs);
  const exactMid = Decimal.from(midText(mid));
  const { bid, ask } = quoteAround({ mid: exactMid, spread: Decimal.from(instrument.spread), digits: instrument.digits });
  return {
    instrumentId: instrument.instrumentId,
    bid: bid.toFixed(instrument.digits),
    ask: ask.toFixed(instrument.digits),
    mid: exactMid.toFixed(10),
    volume: model.volume(atMs),
  };
}
