import { candleStart, Decimal, type Candle, type CandleResolution } from '@beurs/domain';

/** A candle as the chart takes it: [time, open, high, low, close]. Numbers are for drawing only. */
export type CandlePoint = [number, number, number, number, number];

/** A candle's traded volume as the chart takes it: [time, volume]. */
export type VolumePoint = [number, number];

/** A candle's chart point. */
export function toCandlePoint(candle: Candle): CandlePoint {
  return [candle.time, Number(candle.open), Number(candle.high), Number(candle.low), Number(candle.close)];
}

/** A candle's volume point. */
export function toVolumePoint(candle: Candle): VolumePoint {
  return [candle.time, Number(candle.volume)];
}

/** The mid price of a quote, exact, then as a number for drawing. */
export function midPrice(quote: { bid: string; ask: string }, digits: number): number {
  return Decimal.from(quote.bid).add(quote.ask).div(2, digits, 'half-even').toNumber();
}

// Candle lengths and boundaries are the contract's, shared with the server.
export { CANDLE_MS, candleStart } from '@beurs/domain';

/**
 * Folds live mid prices into the candles of `resolution`: a tick in the last candle's period
 * moves its close (and high/low), a tick in a later period opens a new candle (its volume, not
 * known until the history is loaded again, starts at 0). Ticks older than the last candle are
 * dropped. Mutates and returns `points` (and `volumes`, kept beside them).
 */
export function applyTicks(
  points: CandlePoint[],
  ticks: ReadonlyArray<{ time: number; price: number }>,
  resolution: CandleResolution = '1m',
  volumes?: VolumePoint[],
): CandlePoint[] {
  for (const tick of ticks) {
    const bucket = candleStart(resolution, tick.time);
    const last = points[points.length - 1];
    if (last && last[0] === bucket) {
      last[2] = Math.max(last[2], tick.price);
      last[3] = Math.min(last[3], tick.price);
      last[4] = tick.price;
    } else if (!last || bucket > last[0]) {
      const open = last ? last[4] : tick.price;
      points.push([bucket, open, Math.max(open, tick.price), Math.min(open, tick.price), tick.price]);
      volumes?.push([bucket, 0]);
    }
  }
  return points;
}
