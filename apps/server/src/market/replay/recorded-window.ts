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

/**
 * Places a numeric column's text really uses (`'1.0851200000'` has 5). The database hands back
 * plain decimal text; a reload reads thousands of rows within one tick, so this is string work,
 * not `Decimal` arithmetic.
 */
function placesOf(text: string): number {
  const point = text.indexOf('.');
  if (point < 0) return 0;
  let end = text.length;
  while (end > point + 1 && text.charCodeAt(end - 1) === 48) end -= 1;
  return end - point - 1;
}

/** The text as an integer count of 10^-scale; exact when `scale` >= its places (only zeros are cut). */
function unitsAt(text: string, scale: number): number {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const point = body.indexOf('.');
  const whole = point < 0 ? body : body.slice(0, point);
  const fraction = point < 0 ? '' : body.slice(point + 1, point + 1 + scale);
  const units = Number(whole + fraction.padEnd(scale, '0'));
  return negative ? -units : units;
}

function loadedRow(row: typeof recordedPrices.$inferSelect): LoadedRow {
  const bidTexts = [row.bidOpen, row.bidHigh, row.bidLow, row.bidClose];
  const askTexts = [row.askOpen, row.askHigh, row.askLow, row.askClose];
  // The column pads to 10 places; the row's own precision is what its prices use.
  const scale = Math.max(...[...bidTexts, ...askTexts].map(placesOf));
  const units = (texts: string[]) => texts.map((text) => unitsAt(text, scale)) as unknown as BarUnits;
  return { time: row.time, kind: row.resolution, scale, bid: units(bidTexts), ask: units(askTexts), volume: Number(row.volume) };
}

/** Reads the instruments' rows recorded in `[from, to)`, in one query: a window per instrument. */
export async function loadRecordedWindows(
  db: DbOrTx,
  input: { dataset: string; instrumentIds: readonly string[]; from: number; to: number },
): Promise<Map<string, RecordedWindow>> {
  const windows = new Map<string, RecordedWindow>(
    input.instrumentIds.map((id) => [id, { from: input.from, to: input.to, times: [], rows: [] }]),
  );
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
