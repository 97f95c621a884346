import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recordedImports } from '../../db/schema/index';
import { readDukascopyDay } from './dukascopy-day';
import { DukascopyFiles } from './dukascopy-files';
import { dukascopyInstrument } from './dukascopy-instruments';
import type { RecordedRow, RecordedTimeframe } from './recorded-row';
import { writeRecordedDay } from './recorded-day-writer';
import { isUtcDay, utcDaysBetween } from './utc-days';

/** How an import is getting on, after each day (imported or found already done). */
export interface ImportProgress {
  instrumentId: string;
  /** The day just finished. */
  day: string;
  daysDone: number;
  daysTotal: number;
  /** Rows written by this run so far. */
  rows: number;
  /** Days this run found already imported and left alone. */
  skipped: number;
}

/** What `importDukascopy` did. */
export interface ImportSummary {
  instrumentId: string;
  daysTotal: number;
  /** Days imported by this run, empty ones (weekends, holidays) included. */
  imported: number;
  /** Days an earlier run had finished. */
  skipped: number;
  /** Rows written by this run. */
  rows: number;
}

/** Refused before anything is read: the dataset already holds the instrument in another timeframe. */
export class ImportConflictError extends Error {
  override name = 'ImportConflictError' as const;
}

export interface ImportDukascopyOptions {
  db: Db;
  /** The name the prices are stored and replayed under, e.g. `dukascopy`. */
  dataset: string;
  /** A catalogue instrument id with an entry in `DUKASCOPY_INSTRUMENTS`. */
  instrumentId: string;
  /** First UTC day, `YYYY-MM-DD`. */
  from: string;
  /** Last UTC day, included. */
  to: string;
  timeframe: RecordedTimeframe;
  /** dukascopy-node's file cache folder (see `DukascopyFiles`). */
  cacheFolder?: string;
  /** Where files not in the cache are downloaded from, in place of Dukascopy (see `DukascopyFiles`). */
  baseUrl?: string;
  /** Pause before a failed download is tried again (twice). Defaults to 1 s. */
  retryPauseMs?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** The clock stamped on `recorded_imports.imported_at`. */
  now?: () => Date;
}

/** `dukascopy:<name>:<timeframe>`, the `origin` of every day an import records. */
export function dukascopyOrigin(dukascopyName: string, timeframe: RecordedTimeframe): string {
  return `dukascopy:${dukascopyName}:${timeframe}`;
}

/**
 * Imports an instrument's Dukascopy history, one UTC day at a time, bid and ask. Each day's
 * prices are written in one transaction with its `recorded_imports` row, so a run that stops
 * (a failed download, a killed process) leaves only whole days behind, and the next run starts
 * at the first day not recorded: running it again imports nothing. A day without trading is
 * recorded as done with 0 rows. The next day is read while the current one is written.
 */
export async function importDukascopy(options: ImportDukascopyOptions): Promise<ImportSummary> {
  const { db, dataset, instrumentId, from, to, timeframe } = options;
  const instrument = dukascopyInstrument(instrumentId);
  if (!isUtcDay(from) || !isUtcDay(to)) throw new RangeError(`from and to must be days written YYYY-MM-DD; got ${from} and ${to}`);
  if (from > to) throw new RangeError(`from (${from}) is after to (${to})`);
  const origin = dukascopyOrigin(instrument.name, timeframe);
  const now = options.now ?? (() => new Date());

  const recorded = await db
    .select({ day: recordedImports.day, origin: recordedImports.origin })
    .from(recordedImports)
    .where(and(eq(recordedImports.dataset, dataset), eq(recordedImports.instrumentId, instrumentId)));
  const other = recorded.find((row) => row.origin !== origin);
  if (other) {
    throw new ImportConflictError(
      `Dataset "${dataset}" already holds ${instrumentId} from ${other.origin} (e.g. ${other.day}); import ${origin} under another dataset name`,
    );
  }
  const inRange = await db
    .select({ day: recordedImports.day })
    .from(recordedImports)
    .where(
      and(
        eq(recordedImports.dataset, dataset),
        eq(recordedImports.instrumentId, instrumentId),
        gte(recordedImports.day, from),
        lte(recordedImports.day, to),
      ),
    );
  const done = new Set(inRange.map((row) => row.day));

  const days = utcDaysBetween(from, to);
  const missing = days.filter((day) => !done.has(day));
  const summary: ImportSummary = { instrumentId, daysTotal: days.length, imported: 0, skipped: days.length - missing.length, rows: 0 };
  const report = (day: string) =>
    options.onProgress?.({
      instrumentId,
      day,
      daysDone: summary.imported + summary.skipped,
      daysTotal: days.length,
      rows: summary.rows,
      skipped: summary.skipped,
    });
  if (summary.skipped > 0) report(days.find((day) => done.has(day)) ?? from);

  const files = new DukascopyFiles({
    ...(options.cacheFolder === undefined ? {} : { cacheFolder: options.cacheFolder }),
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.retryPauseMs === undefined ? {} : { retryPauseMs: options.retryPauseMs }),
  });
  const read = (day: string): Promise<RecordedRow[]> => {
    const reading = readDukascopyDay({ instrument, day, timeframe, files });
    // Read ahead of the write; a failure is raised when its day's turn comes, not before.
    reading.catch(() => undefined);
    return reading;
  };
  let next = missing.length > 0 ? read(missing[0] as string) : null;
  for (let index = 0; index < missing.length; index += 1) {
    const day = missing[index] as string;
    const rows = await (next as Promise<RecordedRow[]>);
    const following = missing[index + 1];
    next = following === undefined ? null : read(following);
    await writeRecordedDay(db, { dataset, instrumentId, day, timeframe, origin, rows, importedAt: now() });
    summary.imported += 1;
    summary.rows += rows.length;
    report(day);
  }
  return summary;
}
