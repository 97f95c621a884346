import { Decimal, type Candle } from '@beurs/domain';

/** A candle as the chart takes it: [time, open, high, low, close]. Numbers are for drawing only. */
export type CandlePoint = [number, number, number, number, number];

/** A candle's chart point. */
export function toCandlePoint(candle: Candle): CandlePoint {
  return [candle.time, Number(candle.open), Number(candle.high), Number(candle.low), Number(candle.close)];
}

/** The mid price of a quote, exact, then as a number for drawing. */
export function midPrice(quote: { bid: string; ask: string }, digits: number): number {
  return Decimal.from(quote.bid).add(quote.ask).div(2, digits, 'half-even').toNumber();
}

/** Candle length in ms of each history resolution. */
export const CANDLE_MS = { '1m': 60_000, '5m': 300_000, '15m': 900_000, '1h': 3_600_000, '1d': 86_400_000 } as const;

/**
 * Folds live mid prices into the candles: a tick in the last candle's period moves its close
 * (and high/low), a tick in a later period opens a new candle. Mutates and returns `points`.
 */
export function applyTicks(points: CandlePoint[], ticks: ReadonlyArray<{ time: number; price: number }>, candleMs: number = CANDLE_MS['1m']): CandlePoint[] {
  for (const tick of ticks) {
    const bucket = Math.floor(tick.time / candleMs) * candleMs;
    const last = points[points.length - 1];
    if (last && last[0] === bucket) {
      last[2] = Math.max(last[2], tick.price);
      last[3] = Math.min(last[3], tick.price);
      last[4] = tick.price;
    } else if (!last || bucket > last[0]) {
      const open = last ? last[4] : tick.price;
      points.push([bucket, open, Math.max(open, tick.price), Math.min(open, tick.price), tick.price]);
    }
  }
  return points;
}
