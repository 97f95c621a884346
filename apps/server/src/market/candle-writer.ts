import { candleStart } from '@beurs/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { candles } from '../db/schema/index';
import { LIVE_RESOLUTIONS } from './candle-buckets';

/** One traded price of an instrument at an instant, to be folded into its candles. */
export interface PricePoint {
  instrumentId: string;
  atMs: number;
  /** The mid price rounded to the instrument's digits, as text. */
  price: string;
  /** Synthetic volume of the step, in lots. */
  volume: number;
}

/**
 * Folds price points into the 1m, 5m, 15m, 1h and 1d candles: a new candle opens at the price,
 * an existing one widens its high and low, takes the price as its close and adds the volume.
 * One statement for all instruments and resolutions; 4h and 1w are grouped from these on read.
 */
export async function foldIntoCandles(db: DbOrTx, points: readonly PricePoint[]): Promise<void> {
  if (points.length === 0) return;
  const rows = points.flatMap((point) =>
    LIVE_RESOLUTIONS.map((resolution) => ({
      instrumentId: point.instrumentId,
      resolution,
      time: candleStart(resolution, point.atMs),
      open: point.price,
      high: point.price,
      low: point.price,
      close: point.price,
      volume: String(point.volume),
    })),
  );
  await db
    .insert(candles)
    .values(rows)
    .onConflictDoUpdate({
      target: [candles.instrumentId, candles.resolution, candles.time],
      set: {
        high: sql`greatest(${candles.high}, excluded.high)`,
        low: sql`least(${candles.low}, excluded.low)`,
        close: sql`excluded.close`,
        volume: sql`${candles.volume} + excluded.volume`,
      },
    });
}
