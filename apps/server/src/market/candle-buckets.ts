import type { CandleResolution } from '@beurs/domain';

/** Length of each candle resolution in ms. Candles start on UTC boundaries (a day at 00:00 UTC). */
export const RESOLUTION_MS: Readonly<Record<CandleResolution, number>> = {
  '1m': 60_000,
  '5m': 5 * 60_000,
  '15m': 15 * 60_000,
  '1h': 60 * 60_000,
  '1d': 24 * 60 * 60_000,
};

/** Start of the candle of `resolution` that contains `atMs`. */
export function bucketStart(resolution: CandleResolution, atMs: number): number {
  const size = RESOLUTION_MS[resolution];
  return Math.floor(atMs / size) * size;
}
