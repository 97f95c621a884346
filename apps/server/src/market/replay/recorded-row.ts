/**
 * One row of `recorded_prices` before it is written: a one-minute bar or a tick of bid and ask
 * as exact decimal text. A tick has its one price as open, high, low and close.
 */
export interface RecordedRow {
  /** The bar's start or the tick's instant, in milliseconds since the epoch. */
  time: number;
  bidOpen: string;
  bidHigh: string;
  bidLow: string;
  bidClose: string;
  askOpen: string;
  askHigh: string;
  askLow: string;
  askClose: string;
  /** Traded volume as Dukascopy reports it (millions of units), decimal text. */
  volume: string;
}

/** What an import can record: Dukascopy's ticks, or its one-minute bars. */
export type RecordedTimeframe = 'tick' | 'm1';

/** The `resolution` column for a timeframe. */
export function resolutionOf(timeframe: RecordedTimeframe): 'tick' | '1m' {
  return timeframe === 'tick' ? 'tick' : '1m';
}
