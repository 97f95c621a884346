import { and, eq, gte, lt, Param, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recordedImports, recordedPrices } from '../../db/schema/index';
import { resolutionOf, type RecordedRow, type RecordedTimeframe } from './recorded-row';
import { DAY_MS, utcDayStart } from './utc-days';

/** Rows per `unnest` statement: a day of ticks can hold a few hundred thousand. */
const BATCH_ROWS = 10_000;

/** One finished day of one instrument, ready to be written. */
export interface RecordedDay {
  dataset: string;
  instrumentId: string;
  /** `YYYY-MM-DD`. */
  day: string;
  timeframe: RecordedTimeframe;
  /** Where it came from, e.g. `dukascopy:eurusd:m1`. */
  origin: string;
  rows: readonly RecordedRow[];
  importedAt: Date;
}

/**
 * Writes a day's prices and its `recorded_imports` row in one transaction, so a day is either
 * wholly imported and marked done, or neither. The day's rows replace whatever the day held
 * (deleted first: a plain insert after a range delete cost a quarter less than an upsert per row
 * on the embedded database). The prices go in as arrays through `unnest`, in batches. Every
 * value is a plain decimal or an integer (no commas, quotes or braces), so the array literals
 * need no escaping. A row outside the day is refused before anything is written.
 */
export async function writeRecordedDay(db: Db, day: RecordedDay): Promise<void> {
  const resolution = resolutionOf(day.timeframe);
  const dayStart = utcDayStart(day.day);
  const outside = day.rows.find((row) => row.time < dayStart || row.time >= dayStart + DAY_MS);
  if (outside) throw new RangeError(`A row at ${new Date(outside.time).toISOString()} is not in the day ${day.day}`);
  await db.transaction(async (tx) => {
    await tx
      .delete(recordedPrices)
      .where(
        and(
          eq(recordedPrices.dataset, day.dataset),
          eq(recordedPrices.instrumentId, day.instrumentId),
          gte(recordedPrices.time, dayStart),
          lt(recordedPrices.time, dayStart + DAY_MS),
        ),
      );
    for (let start = 0; start < day.rows.length; start += BATCH_ROWS) {
      const batch = day.rows.slice(start, start + BATCH_ROWS);
      // Each column goes as one array literal: the driver's own array encoding cost more than the insert.
      const column = (pick: (row: RecordedRow) => string | number) => new Param(`{${batch.map(pick).join(',')}}`);
      await tx.execute(sql`
        insert into ${recordedPrices} (dataset, instrument_id, time, resolution, bid_open, bid_high, bid_low, bid_close,
                                       ask_open, ask_high, ask_low, ask_close, volume)
        select ${day.dataset}, ${day.instrumentId}, row.time, ${resolution}, row.bid_open, row.bid_high, row.bid_low, row.bid_close,
               row.ask_open, row.ask_high, row.ask_low, row.ask_close, row.volume
        from unnest(${column((row) => row.time)}::bigint[],
                    ${column((row) => row.bidOpen)}::numeric[], ${column((row) => row.bidHigh)}::numeric[],
                    ${column((row) => row.bidLow)}::numeric[], ${column((row) => row.bidClose)}::numeric[],
                    ${column((row) => row.askOpen)}::numeric[], ${column((row) => row.askHigh)}::numeric[],
                    ${column((row) => row.askLow)}::numeric[], ${column((row) => row.askClose)}::numeric[],
                    ${column((row) => row.volume)}::numeric[])
          as row(time, bid_open, bid_high, bid_low, bid_close, ask_open, ask_high, ask_low, ask_close, volume)`);
    }
    await tx
      .insert(recordedImports)
      .values({
        dataset: day.dataset,
        instrumentId: day.instrumentId,
        day: day.day,
        origin: day.origin,
        rows: day.rows.length,
        importedAt: day.importedAt,
      })
      .onConflictDoUpdate({
        target: [recordedImports.dataset, recordedImports.instrumentId, recordedImports.day],
        set: { origin: day.origin, rows: day.rows.length, importedAt: day.importedAt },
      });
  });
}
