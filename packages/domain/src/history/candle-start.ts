import type { CandleResolution } from '../constants/statuses';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Length in ms of a candle of each `/symbols/history` resolution. */
export const CANDLE_MS: Readonly<Record<CandleResolution, number>> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '1h': HOUR,
  '4h': 4 * HOUR,
  '1d': DAY,
  '1w': 7 * DAY,
};

/** The Unix epoch (1970-01-01) was a Thursday: the first Monday 00:00 UTC came four days later. */
const FIRST_MONDAY_MS = 4 * DAY;

/**
 * Start (ms since the epoch) of the candle of `resolution` that holds `timeMs`, as servers bucket
 * them and charts must too, so a live quote lands in the candle the history has: UTC boundaries,
 * 4h candles at 00:00, 04:00, … UTC, days at 00:00 UTC, weeks from Monday 00:00 UTC.
 *
 * @example
 * candleStart('4h', Date.parse('2026-11-24T09:30:00Z')) // Date.parse('2026-11-24T08:00:00Z')
 * candleStart('1w', Date.parse('2026-11-26T12:00:00Z')) // Monday: Date.parse('2026-11-23T00:00:00Z')
 */
export function candleStart(resolution: CandleResolution, timeMs: number): number {
  const size = CANDLE_MS[resolution];
  if (resolution === '1w') return Math.floor((timeMs - FIRST_MONDAY_MS) / size) * size + FIRST_MONDAY_MS;
  return Math.floor(timeMs / size) * size;
}
