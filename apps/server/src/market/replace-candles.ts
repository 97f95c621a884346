import type { CandleResolution } from '@beurs/domain';
import { eq, Param, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { candles, quotes } from '../db/schema/index';
import type { CandleRow } from './candle-grouping';

/** One candle of a history that takes the place of an instrument's chart, prices as decimal text. */
export interface HistoryCandle extends CandleRow {
  resolution: CandleResolution;
}

/**
 * Replaces every candle of the instrument with `history`, all marked as coming from `sourceId`,
 * inside the caller's transaction (which holds the lease fence): one insert for all the rows, as
 * column arrays, so a year of minutes is one round trip. With `previousClose`, the quote's
 * previous close becomes the history's, so the day's change is measured from it.
 */
export async function replaceCandles(
  tx: Tx,
  input: { instrumentId: string; sourceId: string; history: readonly HistoryCandle[]; previousClose: string | undefined },
): Promise<void> {
  const { instrumentId, sourceId, history, previousClose } = input;
  await tx.delete(candles).where(eq(candles.instrumentId, instrumentId));
  const column = <K extends keyof HistoryCandle>(key: K) => new Param(history.map((candle) => candle[key]));
  await tx.execute(sql`
    insert into ${candles} (instrument_id, resolution, time, open, high, low, close, volume, source)
    select ${instrumentId}, c.resolution, c.time, c.open, c.high, c.low, c.close, c.volume, ${sourceId}
    from unnest(${column('resolution')}::text[], ${column('time')}::bigint[], ${column('open')}::numeric[], ${column('high')}::numeric[],
                ${column('low')}::numeric[], ${column('close')}::numeric[], ${column('volume')}::numeric[])
      as c(resolution, time, open, high, low, close, volume)`);
  if (previousClose !== undefined) await tx.update(quotes).set({ previousClose }).where(eq(quotes.instrumentId, instrumentId));
}
