import { Decimal } from '@beurs/domain';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { recordedPrices } from '../../db/schema/index';
import type { BarUnits } from './minute-bar-path';

/** One recorded row in memory: its prices as integer units of one scale, for quick arithmetic. */
export interface LoadedRow {
  time: number;
  kind: 'tick' | '1m';
  /** Decimal places of the units: the most any of the row's prices has. */
  scale: number;
  bid: BarUnits;
  ask: BarUnits;
  volume: number;
}

/** An instrument's recorded rows over `[from, to)` of recorded time, in time order. */
export interface RecordedWindow {
  from: number;
  to: number;
  times: number[];
  rows: LoadedRow[];
}

function unitsAt(text: string, scale: number): number {
  return Number(Decimal.from(text).toFixed(scale).replace('.', ''));
}

function loadedRow(row: typeof recordedPrices.$inferSelect): LoadedRow {
  const bidTexts = [row.bidOpen, row.bidHigh, row.bidLow, row.bidClose];
  const askTexts = [row.askOpen, row.askHigh, row.askLow, row.askClose];
  // The column pads to 10 places; the row's own precision is what its prices use.
  const scale = Math.max(...[...bidTexts, ...askTexts].map((text) => Decimal.from(text).decimalPlaces()));
  const units = (texts: string[]) => texts.map((text) => unitsAt(text, scale)) as unknown as BarUnits;
  return { time: row.time, kind: row.resolution, scale, bid: units(bidTexts), ask: units(askTexts), volume: Number(row.volume) };
}

/** Reads the instruments' rows recorded in `[from, to)`, in one query: a window per instrument. */
export async function loadRecordedWindows(
  db: DbOrTx,
  input: { dataset: string; instrumentIds: readonly string[]; from: number; to: number },
): Promise<Map<string, RecordedWindow>> {
  const windows = new Map<string, RecordedWindow>(input.instrumentIds.map((id) => [id, { from: input.from, to: input.to, times: [], rows: [] }]));
  if (input.instrumentIds.length === 0) return windows;
  const rows = await db
    .select()
    .from(recordedPrices)
    .where(
      and(
        eq(recordedPrices.dataset, input.dataset),
        inArray(recordedPrices.instrumentId, [...input.instrumentIds]),
        gte(recordedPrices.time, input.from),
        lt(recordedPrices.time, input.to),
      ),
    )
    .orderBy(asc(recordedPrices.instrumentId), asc(recordedPrices.time));
  for (const row of rows) {
    const window = windows.get(row.instrumentId) as RecordedWindow;
    const loaded = loadedRow(row);
    window.times.push(loaded.time);
    window.rows.push(loaded);
  }
  return windows;
}

/** The index of the last row at or before `at`, or -1. */
export function lastRowAtOrBefore(window: RecordedWindow, at: number): number {
  let low = 0;
  let high = window.times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((window.times[middle] as number) <= at) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
