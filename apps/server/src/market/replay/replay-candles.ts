import { candleStart, Decimal, type CandleResolution } from '@beurs/domain';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { recordedPrices } from '../../db/schema/index';
import { LIVE_RESOLUTIONS } from '../candle-buckets';
import { INSTRUMENT_CATALOGUE } from '../instrument-catalogue';
import { loadReplayTimeline } from './replay-timeline';

/** A candle of replayed history, prices as decimal text (mids rounded to the instrument's digits). */
export interface ReplayCandle {
  resolution: (typeof LIVE_RESOLUTIONS)[number];
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

interface Building {
  resolution: ReplayCandle['resolution'];
  time: number;
  open: string;
  high: string;
  highValue: number;
  low: string;
  lowValue: number;
  close: string;
  volume: Decimal;
}

/** Rows read per query: a year of ticks does not fit in memory at once, its candles do. */
const PAGE_ROWS = 20_000;
const CATALOGUE_DIGITS = new Map(INSTRUMENT_CATALOGUE.map((instrument) => [instrument.instrumentId, instrument.digits]));

/**
 * The recorded history of an instrument as it plays up to `endMs` (and from `fromMs`, when
 * given), shifted and wrapped as `createReplaySource` with the same `anchorDay` and `nowMs`
 * plays it, folded into 1m, 5m, 15m, 1h and 1d candles of the mid. So a replayed instrument's
 * chart starts from its real history. Candles come in resolution order, then time order.
 */
export async function replayCandles(options: {
  db: DbOrTx;
  dataset: string;
  instrumentId: string;
  anchorDay: string;
  endMs: number;
  fromMs?: number;
  nowMs?: number;
}): Promise<ReplayCandle[]> {
  const { db, dataset, instrumentId, endMs } = options;
  const fromMs = options.fromMs ?? Number.NEGATIVE_INFINITY;
  const timeline = await loadReplayTimeline(db, { dataset, anchorDay: options.anchorDay, nowMs: options.nowMs ?? Date.now() });
  const digits = CATALOGUE_DIGITS.get(instrumentId) ?? 10;
  const cycle = timeline.cycleEnd - timeline.cycleStart;

  // Passes over the recorded time, each with its shift: the first up to the dataset's last whole
  // week (or all of it when it never wraps), then the whole weeks again and again.
  const passes: Array<{ from: number; to: number; shift: number }> = [];
  const firstTo = cycle > 0 ? timeline.cycleEnd : Number.POSITIVE_INFINITY;
  passes.push({ from: Number.NEGATIVE_INFINITY, to: Math.min(firstTo, endMs - timeline.shiftMs), shift: timeline.shiftMs });
  if (cycle > 0) {
    for (let shift = timeline.shiftMs + cycle; timeline.cycleStart + shift <= endMs; shift += cycle) {
      passes.push({ from: timeline.cycleStart, to: Math.min(timeline.cycleEnd, endMs - shift), shift });
    }
  }

  const candles = new Map<string, Building>();
  const fold = (playedMs: number, open: string, high: string, low: string, close: string, volume: string) => {
    for (const resolution of LIVE_RESOLUTIONS) {
      const time = candleStart(resolution as CandleResolution, playedMs);
      const key = `${resolution}:${time}`;
      const candle = candles.get(key);
      if (!candle) {
        candles.set(key, {
          resolution,
          time,
          open,
          high,
          highValue: Number(high),
          low,
          lowValue: Number(low),
          close,
          volume: Decimal.from(volume),
        });
        continue;
      }
      if (Number(high) > candle.highValue) Object.assign(candle, { high, highValue: Number(high) });
      if (Number(low) < candle.lowValue) Object.assign(candle, { low, lowValue: Number(low) });
      candle.close = close;
      candle.volume = candle.volume.add(volume);
    }
  };
  const mid = (bid: string, ask: string) => Decimal.from(bid).add(ask).div(2, digits).toFixed(digits);

  for (const pass of passes) {
    const from = Math.max(pass.from, fromMs - pass.shift);
    if (from > pass.to) continue;
    // Pages go by the last time read (times are unique per instrument).
    let after = Number.isFinite(from) ? from - 1 : Number.MIN_SAFE_INTEGER;
    for (;;) {
      const page = await db
        .select()
        .from(recordedPrices)
        .where(
          and(
            eq(recordedPrices.dataset, dataset),
            eq(recordedPrices.instrumentId, instrumentId),
            gt(recordedPrices.time, after),
            lt(recordedPrices.time, pass.to),
          ),
        )
        .orderBy(asc(recordedPrices.time))
        .limit(PAGE_ROWS);
      for (const row of page) {
        fold(
          row.time + pass.shift,
          mid(row.bidOpen, row.askOpen),
          mid(row.bidHigh, row.askHigh),
          mid(row.bidLow, row.askLow),
          mid(row.bidClose, row.askClose),
          row.volume,
        );
      }
      if (page.length < PAGE_ROWS) break;
      after = (page[page.length - 1] as (typeof page)[number]).time;
    }
  }

  const order = new Map(LIVE_RESOLUTIONS.map((resolution, index) => [resolution, index]));
  return [...candles.values()]
    .sort((a, b) => (order.get(a.resolution) as number) - (order.get(b.resolution) as number) || a.time - b.time)
    .map(({ resolution, time, open, high, low, close, volume }) => ({
      resolution,
      time,
      open,
      high,
      low,
      close,
      volume: volume.toString(),
    }));
}
