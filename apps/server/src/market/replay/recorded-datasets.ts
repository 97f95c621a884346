import { asc, count, max, min, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { recordedImports } from '../../db/schema/index';

/** What a dataset holds of one instrument. */
export interface RecordedDatasetInstrument {
  dataset: string;
  instrumentId: string;
  firstDay: string;
  lastDay: string;
  /** Days imported, empty ones included. */
  days: number;
  rows: number;
  /** Where the days came from, e.g. `dukascopy:eurusd:m1`. */
  origin: string;
}

/** Every dataset's instruments with their first and last imported day and row count. */
export async function listRecordedDatasets(db: DbOrTx): Promise<RecordedDatasetInstrument[]> {
  const rows = await db
    .select({
      dataset: recordedImports.dataset,
      instrumentId: recordedImports.instrumentId,
      firstDay: min(recordedImports.day),
      lastDay: max(recordedImports.day),
      days: count(),
      rows: sum(recordedImports.rows),
      origin: sql<string>`string_agg(distinct ${recordedImports.origin}, ', ')`,
    })
    .from(recordedImports)
    .groupBy(recordedImports.dataset, recordedImports.instrumentId)
    .orderBy(asc(recordedImports.dataset), asc(recordedImports.instrumentId));
  return rows.map((row) => ({
    dataset: row.dataset,
    instrumentId: row.instrumentId,
    firstDay: row.firstDay ?? '',
    lastDay: row.lastDay ?? '',
    days: row.days,
    rows: Number(row.rows ?? 0),
    origin: row.origin,
  }));
}
