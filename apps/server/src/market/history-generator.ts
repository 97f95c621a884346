import { candleStart, type CandleResolution, type TradingHours } from '@beurs/domain';
import { createInstrumentModel } from './price-model';
import { createMarketHours, type MarketHours } from './trading-hours';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The live feed's default tick (MARKET_TICK_MS): each tick adds one step's volume to the candles. */
const LIVE_TICK_MS = 1000;

/** How far back the seeded history reaches, per layer (see docs/market-model.md). */
export const HISTORY_LAYERS = {
  /**
   * Daily steps stored only as 1w candles, from this many days ago to the daily layer: years
   * of weekly history in a few rows. Its weeks start on Monday and end where the daily layer's begin.
   */
  weeklyDays: 5 * 365 + 7,
  /** Daily steps (four 6-hour sub-steps) give the 1d candles (1w on read) before the 4h layer. */
  dailyDays: 180,
  /** Four-hour steps (four 1-hour sub-steps) give 4h and 1d candles before the hourly layer. */
  fourHourDays: 30,
  /** Hourly steps (four 15-minute sub-steps) give 1h (4h on read, and 1d) candles for the last days. */
  hourlyDays: 7,
  /** Minute steps (three 20-second sub-steps) give 1m, 5m, 15m (and 1h, 1d) candles for the last day. */
  minuteHours: 24,
  /**
   * ...and further back while the market was closed, until the minute layer holds at least this
   * many trading minutes (a screenful of 1m candles, the history call's answer): a server seeded
   * on a Sunday shows Friday's last minutes at 1m, not an empty chart.
   */
  minuteCandles: 500,
} as const;

/** What the generator needs to know about an instrument. */
export interface HistoryInstrument {
  instrumentId: string;
  volatility: number;
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

/**
 * Generates an instrument's price history with the live simulator's own model and seed, a walk
 * that ends at the base price (the catalogue's price of today): daily steps long ago (stored as
 * weekly candles, then as daily ones), four-hour steps over the last months, hourly steps over
 * the last week, minute steps over the last day (or the last 500 trading minutes, when the market
 * has been closed), only while the market is open. Each layer is stored at the coarsest
 * resolution that serves it, so years of history stay a few rows. The same seed and end time
 * give the same history.
 */
export function generateHistory(input: { seed: number; instrument: HistoryInstrument; endMs: number }): GeneratedHistory {
  const { seed, instrument, endMs } = input;
  const hours = createMarketHours(instrument.tradingHours);
  const model = createInstrumentModel(seed, { instrumentId: instrument.instrumentId, volatility: instrument.volatility });
  const candles = new Map<CandleResolution, Map<number, GeneratedCandle>>(
    (['1m', '5m', '15m', '1h', '4h', '1d', '1w'] as const).map((resolution) => [resolution, new Map()]),
  );
  let mid = instrument.basePrice;
  const dailyStart = candleStart('1w', endMs - HISTORY_LAYERS.dailyDays * DAY);
  let lastMs = candleStart('1w', endMs - HISTORY_LAYERS.weeklyDays * DAY);
  const firstMs = lastMs;

  const fold = (resolution: CandleResolution, atMs: number, open: number, high: number, low: number, close: number, volume: number) => {
    const time = candleStart(resolution, atMs);
    const byTime = candles.get(resolution);
    const candle = byTime?.get(time);
    if (!candle) {
      byTime?.set(time, { resolution, time, open, high, low, close, volume });
      return;
    }
    candle.high = Math.max(candle.high, high);
    candle.low = Math.min(candle.low, low);
    candle.close = close;
    candle.volume += volume;
  };

  /** Walks `steps` sub-steps of `stepMs` from `startMs`; returns the candle of the walk. */
  const walk = (startMs: number, steps: number, stepMs: number) => {
    const open = mid;
    let high = mid;
    let low = mid;
    let volume = 0;
    for (let step = 1; step <= steps; step += 1) {
      const atMs = startMs + step * stepMs;
      if (atMs > endMs) break;
      mid = model.step(mid, lastMs, atMs);
      lastMs = atMs;
      high = Math.max(high, mid);
      low = Math.min(low, mid);
      // A step stands for the live ticks of its length (one a second, each 1 to 20 lots), so
      // seeded and live candles of one resolution carry comparable volumes; closed time trades none.
      if (hours.isOpen(atMs)) volume += model.volume(atMs) * (stepMs / LIVE_TICK_MS);
    }
    return { open, high, low, close: mid, volume };
  };

  const fourHourStart = Math.floor((endMs - HISTORY_LAYERS.fourHourDays * DAY) / DAY) * DAY;
  const hourlyStart = Math.floor((endMs - HISTORY_LAYERS.hourlyDays * DAY) / DAY) * DAY;
  const minuteStart = minuteLayerStart(endMs, hourlyStart, hours);

  for (let day = firstMs; day < fourHourStart; day += DAY) {
    let trades = false;
    for (let hour = 0; hour < 24 && !trades; hour += 1) trades = hours.isOpen(day + hour * HOUR + 30 * MINUTE);
    if (!trades) continue;
    const c = walk(day, 4, 6 * HOUR);
    fold(day < dailyStart ? '1w' : '1d', day, c.open, c.high, c.low, c.close, c.volume);
  }
  for (let block = fourHourStart; block < hourlyStart; block += 4 * HOUR) {
    let trades = false;
    for (let hour = 0; hour < 4 && !trades; hour += 1) trades = hours.isOpen(block + hour * HOUR) || hours.isOpen(block + hour * HOUR + 30 * MINUTE);
    if (!trades) continue;
    const c = walk(block, 4, HOUR);
    for (const resolution of ['4h', '1d'] as const) fold(resolution, block, c.open, c.high, c.low, c.close, c.volume);
  }
  for (let hour = hourlyStart; hour < minuteStart; hour += HOUR) {
    if (!hours.isOpen(hour) && !hours.isOpen(hour + 30 * MINUTE)) continue;
    const c = walk(hour, 4, 15 * MINUTE);
    fold('1h', hour, c.open, c.high, c.low, c.close, c.volume);
    fold('1d', hour, c.open, c.high, c.low, c.close, c.volume);
  }
  for (let minute = minuteStart; minute < endMs; minute += MINUTE) {
    if (!hours.isOpen(minute)) continue;
    const c = walk(minute, 3, 20_000);
    for (const resolution of ['1m', '5m', '15m', '1h', '1d'] as const) {
      fold(resolution, minute, c.open, c.high, c.low, c.close, c.volume);
    }
  }

  // Five years of a random walk end anywhere: scaled so that the walk ends at the instrument's
  // base price, today's prices are the catalogue's and only the past wanders. The model is a
  // geometric walk, so scaling every price keeps its shape (each step's return) exactly.
  const scale = mid > 0 ? instrument.basePrice / mid : 1;
  const all = [...candles.values()].flatMap((byTime) => [...byTime.values()]);
  for (const candle of all) {
    candle.open *= scale;
    candle.high *= scale;
    candle.low *= scale;
    candle.close *= scale;
  }
  const finalMid = mid * scale;
  const finalMs = lastMs === firstMs ? endMs : lastMs;
  const daily = [...(candles.get('1d')?.values() ?? [])];
  return {
    candles: all,
    finalMid,
    finalMs,
    previousClose: previousCloseOf(daily, hours, finalMs, finalMid),
  };
}

/**
 * Where the minute layer begins: a day before `endMs`, or earlier (never before the hourly
 * layer) until it spans {@link HISTORY_LAYERS.minuteCandles} trading minutes. Hours are counted
 * whole by their two half-hours, which is close enough for a floor and keeps the walk to at most
 * a week of hours.
 */
function minuteLayerStart(endMs: number, hourlyStart: number, hours: MarketHours): number {
  const dayAgo = Math.floor((endMs - HISTORY_LAYERS.minuteHours * HOUR) / HOUR) * HOUR;
  let open = 0;
  let hour = Math.floor(endMs / HOUR) * HOUR;
  while (hour > hourlyStart) {
    if (hours.isOpen(hour) || hours.isOpen(hour + 30 * MINUTE)) open += Math.min(60, (endMs - hour) / MINUTE);
    if (hour <= dayAgo && open >= HISTORY_LAYERS.minuteCandles) break;
    hour -= HOUR;
  }
  return Math.max(hourlyStart, Math.min(dayAgo, hour));
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
