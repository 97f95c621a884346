import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { CANDLE_MS, candleStart, Decimal, sortAndDedupeHistory, type CandleResolution, type SymbolHistoryResponse } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { candles, instruments } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { GROUPED_FROM, isGroupedResolution } from './candle-buckets';
import { groupCandles, type CandleRow } from './candle-grouping';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The longest range of one request with `from` per resolution: a range covers wall time, so a
 * bound keeps one request from reading years of minutes.
 */
export const HISTORY_RANGES: Readonly<Record<CandleResolution, { maxMs: number; maxLabel: string }>> = {
  '1m': { maxMs: 7 * DAY_MS, maxLabel: '7 days' },
  '5m': { maxMs: 35 * DAY_MS, maxLabel: '35 days' },
  '15m': { maxMs: 105 * DAY_MS, maxLabel: '105 days' },
  '1h': { maxMs: 366 * DAY_MS, maxLabel: '366 days' },
  '4h': { maxMs: 2 * 366 * DAY_MS, maxLabel: '2 years' },
  '1d': { maxMs: 20 * 366 * DAY_MS, maxLabel: '20 years' },
  '1w': { maxMs: 50 * 366 * DAY_MS, maxLabel: '50 years' },
};

/**
 * How many candles a request without `from` answers: the latest ones the market made, up to `to`
 * (or now), whatever wall time they span. A screenful to scroll back through (the chart opens
 * on the last 120): 500 minutes are a trading day and a half of 1m candles, 500 days two years.
 * Weeks stop at 300 (close to six years), past the five years the seed reaches. A closed market
 * answers its last session: 1m on a Sunday ends at Friday's close, not with an empty day.
 */
export const LATEST_CANDLES: Readonly<Record<CandleResolution, number>> = {
  '1m': 500,
  '5m': 500,
  '15m': 500,
  '1h': 500,
  '4h': 500,
  '1d': 500,
  '1w': 300,
};

/** How many finer candles one grouped candle holds at most (4h from 1h, 1w from 1d). */
const GROUP_SIZE = { '4h': 4, '1w': 7 } as const satisfies Record<keyof typeof GROUPED_FROM, number>;

export interface HistoryQuery {
  instrumentId: string;
  resolution: CandleResolution;
  from?: string | undefined;
  to?: string | undefined;
  now: Date;
}

/** The range a request with `from` asks for (`to` defaults to now), or a 400 that says how to fix it. */
export function historyRange(query: HistoryQuery & { from: string }): { fromMs: number; toMs: number } {
  const range = HISTORY_RANGES[query.resolution];
  const toMs = query.to ? Date.parse(query.to) : query.now.getTime();
  const fromMs = Date.parse(query.from);
  if (fromMs >= toMs) {
    throw Refusal.validation('"from" must be before "to"', [{ path: 'from', message: '"from" must be before "to"' }]);
  }
  if (toMs - fromMs > range.maxMs) {
    const message = `A ${query.resolution} history covers at most ${range.maxLabel}: ask for a shorter range or a coarser resolution.`;
    throw Refusal.validation(message, [{ path: 'from', message }]);
  }
  return { fromMs, toMs };
}

const CANDLE_COLUMNS = {
  time: candles.time,
  open: candles.open,
  high: candles.high,
  low: candles.low,
  close: candles.close,
  volume: candles.volume,
};

/** The stored candles of one resolution that start in [fromMs, toMs], oldest first. */
async function candlesInRange(
  db: DbOrTx,
  instrumentId: string,
  resolution: CandleResolution,
  fromMs: number,
  toMs: number,
): Promise<CandleRow[]> {
  return db
    .select(CANDLE_COLUMNS)
    .from(candles)
    .where(
      and(eq(candles.instrumentId, instrumentId), eq(candles.resolution, resolution), gte(candles.time, fromMs), lte(candles.time, toMs)),
    )
    .orderBy(asc(candles.time));
}

/**
 * The latest `limit` stored candles of one resolution that start at or before `toMs`, oldest
 * first. One backward walk of the candles' primary key (instrument, resolution, time): the
 * cost follows `limit`, not the history's length or the hours the market was closed.
 */
async function latestStoredCandles(
  db: DbOrTx,
  instrumentId: string,
  resolution: CandleResolution,
  toMs: number,
  limit: number,
): Promise<CandleRow[]> {
  const rows = await db
    .select(CANDLE_COLUMNS)
    .from(candles)
    .where(and(eq(candles.instrumentId, instrumentId), eq(candles.resolution, resolution), lte(candles.time, toMs)))
    .orderBy(desc(candles.time))
    .limit(limit);
  return rows.reverse();
}

/**
 * The latest `count` candles of `resolution` that start at or before `toMs`. A 4h or 1w candle
 * is grouped from the 1h or 1d candles in it and from the seeded layer stored at its own
 * resolution further back: each source is read with its own indexed walk (enough finer candles
 * for `count` whole buckets and one more), the first bucket is dropped when the finer read may
 * have cut it, and the latest `count` buckets are kept.
 */
async function latestCandles(
  db: DbOrTx,
  instrumentId: string,
  resolution: CandleResolution,
  toMs: number,
  count: number,
): Promise<CandleRow[]> {
  if (!isGroupedResolution(resolution)) return latestStoredCandles(db, instrumentId, resolution, toMs, count);
  const finerLimit = (count + 1) * GROUP_SIZE[resolution];
  const [stored, finer] = await Promise.all([
    latestStoredCandles(db, instrumentId, resolution, toMs, count),
    latestStoredCandles(db, instrumentId, GROUPED_FROM[resolution], toMs, finerLimit),
  ]);
  let fromFiner = groupCandles(finer, resolution);
  // A full read may start inside a bucket: that bucket would miss its first hours (or days).
  if (finer.length === finerLimit) fromFiner = fromFiner.slice(1);
  const firstFiner = fromFiner[0]?.time ?? Number.POSITIVE_INFINITY;
  return [...stored.filter((row) => row.time < firstFiner), ...fromFiner].slice(-count);
}

/** The candles of a range: those that start in it, each grouped one with all of its bucket. */
async function candlesOfRange(
  db: DbOrTx,
  instrumentId: string,
  resolution: CandleResolution,
  fromMs: number,
  toMs: number,
): Promise<CandleRow[]> {
  if (!isGroupedResolution(resolution)) return candlesInRange(db, instrumentId, resolution, fromMs, toMs);
  // The finer candles of the last bucket run past `toMs`: the bucket is returned whole.
  const bucketEnd = candleStart(resolution, toMs) + CANDLE_MS[resolution] - 1;
  const [stored, finer] = await Promise.all([
    candlesInRange(db, instrumentId, resolution, fromMs, toMs),
    candlesInRange(db, instrumentId, GROUPED_FROM[resolution], fromMs, bucketEnd),
  ]);
  const rows = [...stored, ...finer].sort((a, b) => a.time - b.time);
  return groupCandles(rows, resolution).filter((row) => row.time >= fromMs && row.time <= toMs);
}

/**
 * Candles of an instrument, oldest first, one per time; 404 for an unknown instrument. Without
 * `from`, the latest {@link LATEST_CANDLES} of the resolution up to `to` (or now); with it, the
 * candles that start in the range.
 */
export async function loadSymbolHistory(db: DbOrTx, query: HistoryQuery): Promise<SymbolHistoryResponse> {
  const instrumentId = query.instrumentId.trim().toUpperCase();
  const [instrument] = await db
    .select({ id: instruments.instrumentId, digits: instruments.digits })
    .from(instruments)
    .where(eq(instruments.instrumentId, instrumentId));
  if (!instrument) {
    throw Refusal.notFound(`There is no instrument "${query.instrumentId}". Pick one from the list of symbols.`);
  }
  const { from } = query;
  const rows =
    from === undefined
      ? await latestCandles(
          db,
          instrument.id,
          query.resolution,
          query.to ? Date.parse(query.to) : query.now.getTime(),
          LATEST_CANDLES[query.resolution],
        )
      : await (async () => {
          const { fromMs, toMs } = historyRange({ ...query, from });
          return candlesOfRange(db, instrument.id, query.resolution, fromMs, toMs);
        })();
  const history = sortAndDedupeHistory(
    rows.map((row) => ({
      time: row.time,
      open: Decimal.from(row.open).toFixed(instrument.digits),
      high: Decimal.from(row.high).toFixed(instrument.digits),
      low: Decimal.from(row.low).toFixed(instrument.digits),
      close: Decimal.from(row.close).toFixed(instrument.digits),
      volume: Decimal.from(row.volume).toString(),
    })),
  );
  return { instrument_id: instrument.id, resolution: query.resolution, history };
}
