import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { CANDLE_MS, candleStart, Decimal, sortAndDedupeHistory, type CandleResolution, type SymbolHistoryResponse } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { candles, instruments } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { GROUPED_FROM, isGroupedResolution } from './candle-buckets';
import { groupCandles } from './candle-grouping';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Default and longest range of one history request per resolution. A 1m request defaults to
 * the last day (as the contract says); coarser ones default to a range that fills a chart
 * (and covers the seeded history: 4h candles for about four months, 1w candles for years).
 */
export const HISTORY_RANGES: Readonly<Record<CandleResolution, { defaultMs: number; maxMs: number; maxLabel: string }>> = {
  '1m': { defaultMs: DAY_MS, maxMs: 7 * DAY_MS, maxLabel: '7 days' },
  '5m': { defaultMs: 5 * DAY_MS, maxMs: 35 * DAY_MS, maxLabel: '35 days' },
  '15m': { defaultMs: 10 * DAY_MS, maxMs: 105 * DAY_MS, maxLabel: '105 days' },
  '1h': { defaultMs: 30 * DAY_MS, maxMs: 366 * DAY_MS, maxLabel: '366 days' },
  '4h': { defaultMs: 120 * DAY_MS, maxMs: 2 * 366 * DAY_MS, maxLabel: '2 years' },
  '1d': { defaultMs: 365 * DAY_MS, maxMs: 20 * 366 * DAY_MS, maxLabel: '20 years' },
  '1w': { defaultMs: 7 * 366 * DAY_MS, maxMs: 50 * 366 * DAY_MS, maxLabel: '50 years' },
};

export interface HistoryQuery {
  instrumentId: string;
  resolution: CandleResolution;
  from?: string | undefined;
  to?: string | undefined;
  now: Date;
}

/** The range a request asks for, with its defaults, or a 400 that says how to fix it. */
export function historyRange(query: HistoryQuery): { fromMs: number; toMs: number } {
  const range = HISTORY_RANGES[query.resolution];
  const toMs = query.to ? Date.parse(query.to) : query.now.getTime();
  const fromMs = query.from ? Date.parse(query.from) : toMs - range.defaultMs;
  if (fromMs >= toMs) {
    throw AppError.validation('"from" must be before "to"', [{ path: 'from', message: '"from" must be before "to"' }]);
  }
  if (toMs - fromMs > range.maxMs) {
    const message = `A ${query.resolution} history covers at most ${range.maxLabel}: ask for a shorter range or a coarser resolution.`;
    throw AppError.validation(message, [{ path: 'from', message }]);
  }
  return { fromMs, toMs };
}

/** Candles of an instrument, oldest first, one per time; 404 for an unknown instrument. */
export async function loadSymbolHistory(db: DbOrTx, query: HistoryQuery): Promise<SymbolHistoryResponse> {
  const instrumentId = query.instrumentId.trim().toUpperCase();
  const [instrument] = await db
    .select({ id: instruments.instrumentId, digits: instruments.digits })
    .from(instruments)
    .where(eq(instruments.instrumentId, instrumentId));
  if (!instrument) {
    throw AppError.notFound(`There is no instrument "${query.instrumentId}". Pick one from the list of symbols.`);
  }
  const { fromMs, toMs } = historyRange(query);
  // A 4h or 1w candle is grouped from the 1h or 1d candles in it (and from the seeded layer
  // stored at its own resolution, further back); only candles that start in the range are
  // returned, each with all of its bucket, as for the stored resolutions.
  const resolutions = isGroupedResolution(query.resolution) ? [query.resolution, GROUPED_FROM[query.resolution]] : [query.resolution];
  const rows = await db
    .select({ time: candles.time, open: candles.open, high: candles.high, low: candles.low, close: candles.close, volume: candles.volume })
    .from(candles)
    .where(
      and(
        eq(candles.instrumentId, instrument.id),
        inArray(candles.resolution, resolutions),
        gte(candles.time, fromMs),
        lt(candles.time, candleStart(query.resolution, toMs) + CANDLE_MS[query.resolution]),
      ),
    )
    .orderBy(asc(candles.time));
  const inRange = isGroupedResolution(query.resolution)
    ? groupCandles(rows, query.resolution).filter((row) => row.time >= fromMs && row.time <= toMs)
    : rows.filter((row) => row.time <= toMs);
  const history = sortAndDedupeHistory(
    inRange.map((row) => ({
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
