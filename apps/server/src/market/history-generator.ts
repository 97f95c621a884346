import { CANDLE_MS, candleStart, type CandleResolution, type TradingHours } from '@beurs/domain';
import { createInstrumentModel, type ModelInstrument } from './price-model';
import { NO_EVENTS, type MarketCalendar } from './simulator/market-calendar';
import { createMarketHours, type MarketHours } from './trading-hours';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The live feed's default tick (MARKET_TICK_MS): each tick adds one step's volume to the candles. */
const LIVE_TICK_MS = 1000;

/**
 * How many candles a fresh install has at least, per resolution, for every instrument: a
 * screenful and more at each of the chart's resolutions (4h read from the 1h candles and the 4h
 * layer, 1w from the 1d candles and the weekly layer).
 */
export const HISTORY_TARGETS: Readonly<Record<CandleResolution, number>> = {
  '1m': 2000,
  '5m': 300,
  '15m': 300,
  '1h': 300,
  '4h': 300,
  '1d': 300,
  '1w': 300,
};

/** One layer of the seeded history: walks of `unitMs` in `steps` steps, stored at `writes`. */
export interface HistoryLayer {
  unitMs: number;
  steps: number;
  /** The resolutions its candles are stored at (the finest first). */
  writes: readonly CandleResolution[];
  /** The resolutions whose counts it fills: it reaches back until each has its target. */
  fills: readonly CandleResolution[];
  /** It starts on a bucket of this resolution, the coarser layer's, so no candle is split between two layers. */
  alignTo: CandleResolution;
}

/**
 * The layers, newest first (docs/market-model.md, "Seeded history"). Each reaches back, from
 * where the finer one began, only as far as its resolutions need, counted in the instrument's
 * own trading time: a share's minute layer spans five trading days, crypto's a day and a half.
 */
export const HISTORY_LAYERS: readonly HistoryLayer[] = [
  { unitMs: MINUTE, steps: 3, writes: ['1m', '5m', '15m', '1h', '1d'], fills: ['1m', '5m'], alignTo: '15m' },
  { unitMs: 15 * MINUTE, steps: 3, writes: ['15m', '1h', '1d'], fills: ['15m'], alignTo: '1h' },
  { unitMs: HOUR, steps: 4, writes: ['1h', '1d'], fills: ['1h'], alignTo: '4h' },
  { unitMs: 4 * HOUR, steps: 4, writes: ['4h', '1d'], fills: ['4h'], alignTo: '1d' },
  { unitMs: DAY, steps: 4, writes: ['1d'], fills: ['1d'], alignTo: '1w' },
  // Weekly candles of two steps a day: a week's high and low need no finer walk.
  { unitMs: DAY, steps: 2, writes: ['1w'], fills: ['1w'], alignTo: '1w' },
];

/** No layer reaches back further than this (a market that never trades stops here). */
const MAX_LOOKBACK_MS = 20 * 366 * DAY;

/** What the generator needs to know about an instrument. */
export interface HistoryInstrument extends ModelInstrument {
  tradingHours: TradingHours;
  basePrice: number;
}

/** One generated candle, prices still unrounded. */
export interface GeneratedCandle {
  resolution: CandleResolution;
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The history of one instrument and the state the live simulator continues from. */
export interface GeneratedHistory {
  candles: GeneratedCandle[];
  /** The last mid price and when it was reached (the last step inside trading hours). */
  finalMid: number;
  finalMs: number;
  /** The last mid price before the current exchange day began. */
  previousClose: number;
}

/** Whether the market trades in a unit: open at one of its instants (every sub-step, at most every hour). */
function trades(hours: MarketHours, unitStart: number, layer: HistoryLayer): boolean {
  const sample = Math.min(layer.unitMs / layer.steps, HOUR);
  for (let at = unitStart; at < unitStart + layer.unitMs; at += sample) if (hours.isOpen(at)) return true;
  return false;
}

/**
 * The units each layer walks, oldest first per layer, newest layer first: planned backwards from
 * `endMs`, each layer going back until every resolution it fills has its target of candles (the
 * finer layers' candles counted too) and it sits on a bucket of its `alignTo` resolution.
 */
export function planHistory(hours: MarketHours, endMs: number): number[][] {
  const buckets = new Map<CandleResolution, Set<number>>();
  const count = (resolution: CandleResolution) => buckets.get(resolution)?.size ?? 0;
  const plans: number[][] = [];
  // The minute that holds `endMs` is the newest unit (walked up to `endMs`).
  let layerEnd = Math.ceil(endMs / MINUTE) * MINUTE;
  for (const layer of HISTORY_LAYERS) {
    const units: number[] = [];
    let cursor = Math.floor(layerEnd / layer.unitMs) * layer.unitMs;
    if (cursor === layerEnd) cursor -= layer.unitMs;
    const done = () =>
      layer.fills.every((resolution) => count(resolution) >= HISTORY_TARGETS[resolution]) && candleStart(layer.alignTo, cursor) === cursor;
    while (endMs - cursor < MAX_LOOKBACK_MS) {
      if (trades(hours, cursor, layer)) {
        units.push(cursor);
        for (const resolution of Object.keys(HISTORY_TARGETS) as CandleResolution[]) {
          // A unit makes a candle of every resolution at least as long as itself (4h and 1w are grouped on read).
          if (layer.unitMs > CANDLE_MS[resolution]) continue;
          let set = buckets.get(resolution);
          if (!set) buckets.set(resolution, (set = new Set()));
          set.add(candleStart(resolution, cursor));
        }
      }
      if (done()) break;
      cursor -= layer.unitMs;
    }
    plans.push(units.reverse());
    layerEnd = cursor;
  }
  return plans;
}

/**
 * Generates an instrument's price history with the live simulator's own model, seed and
 * calendar, a walk that ends at the base price (the catalogue's price of today), only while the
 * market is open: minute steps over the last two thousand trading minutes, then ever coarser
 * steps further back, each layer stored at the coarsest resolutions that serve it
 * ({@link HISTORY_LAYERS}). The same seed, calendar and end time give the same history.
 */
export function generateHistory(input: {
  seed: number;
  instrument: HistoryInstrument;
  endMs: number;
  calendar?: MarketCalendar;
}): GeneratedHistory {
  const { seed, instrument, endMs } = input;
  const calendar = input.calendar ?? NO_EVENTS;
  const hours = createMarketHours(instrument.tradingHours);
  const model = createInstrumentModel(seed, instrument);
  const candles = new Map<CandleResolution, Map<number, GeneratedCandle>>(
    (Object.keys(HISTORY_TARGETS) as CandleResolution[]).map((resolution) => [resolution, new Map()]),
  );
  const plans = planHistory(hours, endMs);
  // The layers with steps under an hour (unit under 4 hours) read the minute component of the volatility.
  const fineFrom = plans.slice(0, 3).reduce((first, units) => Math.min(first, units[0] ?? endMs), endMs);
  const walkFrom = plans.reduce((first, units) => Math.min(first, units[0] ?? endMs), endMs);
  model.prefetch(walkFrom, fineFrom, endMs);
  let mid = instrument.basePrice;
  let lastMs = Number.NaN;

  const fold = (
    resolution: CandleResolution,
    atMs: number,
    walked: { open: number; high: number; low: number; close: number; volume: number },
  ) => {
    const time = candleStart(resolution, atMs);
    const byTime = candles.get(resolution);
    const candle = byTime?.get(time);
    if (!candle) {
      byTime?.set(time, { resolution, time, ...walked });
      return;
    }
    candle.high = Math.max(candle.high, walked.high);
    candle.low = Math.min(candle.low, walked.low);
    candle.close = walked.close;
    candle.volume += walked.volume;
  };

  /** Walks `steps` steps of `stepMs` from `startMs`; returns the candle of the walk. */
  const walk = (startMs: number, steps: number, stepMs: number) => {
    const open = mid;
    let high = mid;
    let low = mid;
    let volume = 0;
    for (let step = 1; step <= steps; step += 1) {
      const atMs = startMs + step * stepMs;
      if (atMs > endMs) break;
      // The first step of all starts from the base price a step before (nothing to catch up).
      mid = model.step(mid, Number.isNaN(lastMs) ? atMs - stepMs : lastMs, atMs, calendar);
      lastMs = atMs;
      high = Math.max(high, mid);
      low = Math.min(low, mid);
      // A step stands for the live ticks of its length (one a second, each 1 to 20 lots), so
      // seeded and live candles of one resolution carry comparable volumes; closed time trades none.
      if (hours.isOpen(atMs)) volume += model.volume(atMs) * (stepMs / LIVE_TICK_MS);
    }
    return { open, high, low, close: mid, volume };
  };

  for (let index = HISTORY_LAYERS.length - 1; index >= 0; index -= 1) {
    const layer = HISTORY_LAYERS[index] as HistoryLayer;
    for (const unit of plans[index] ?? []) {
      if (unit >= endMs) continue;
      const walked = walk(unit, layer.steps, layer.unitMs / layer.steps);
      for (const resolution of layer.writes) fold(resolution, unit, walked);
    }
  }

  // Years of a random walk end anywhere: scaled so that the walk ends at the instrument's base
  // price, today's prices are the catalogue's and only the past wanders. The model is
  // multiplicative, so scaling every price keeps its shape (each step's return) exactly.
  const scale = mid > 0 ? instrument.basePrice / mid : 1;
  const all = [...candles.values()].flatMap((byTime) => [...byTime.values()]);
  for (const candle of all) {
    candle.open *= scale;
    candle.high *= scale;
    candle.low *= scale;
    candle.close *= scale;
  }
  const finalMid = mid * scale;
  const finalMs = Number.isNaN(lastMs) ? endMs : lastMs;
  const daily = [...(candles.get('1d')?.values() ?? [])];
  return {
    candles: all,
    finalMid,
    finalMs,
    previousClose: previousCloseOf(daily, hours, finalMs, finalMid),
  };
}

/** The close of the last 1d candle before the final price's exchange day. */
function previousCloseOf(daily: readonly GeneratedCandle[], hours: MarketHours, finalMs: number, fallback: number): number {
  const today = hours.localDate(finalMs);
  let best: GeneratedCandle | null = null;
  for (const candle of daily) {
    if (candle.time >= finalMs) continue;
    // A daily candle (UTC) whose end lies on an earlier exchange day than today.
    if (hours.localDate(candle.time + DAY - 1) >= today) continue;
    if (!best || candle.time > best.time) best = candle;
  }
  return best?.close ?? fallback;
}
