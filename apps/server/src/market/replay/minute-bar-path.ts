import { hashText, uniformAt } from '../seeded-random';

/** Open, high, low and close of one side of a bar, in integer units of its scale. */
export type BarUnits = readonly [open: number, high: number, low: number, close: number];

/** The seconds in a bar and the price at each: where the path turns. */
export interface BarPathPlan {
  seconds: readonly [number, number, number, number];
  /** Index into `BarUnits` of the price at each turn: open, one extreme, the other, close. */
  order: readonly [0, 1 | 2, 1 | 2, 3];
}

// The draws of the path are a seed of their own, apart from the simulator's.
const PATH_SEED = 0x5eed_ba45;

/**
 * Where the path through one recorded minute turns, drawn from the instrument and the bar's
 * start alone, so every process draws the same: the open at second 0, the high and the low (in
 * a drawn order) somewhere in seconds 5-29 and 30-54, the close at second 59.
 */
export function planBarPath(instrumentId: string, barTime: number): BarPathPlan {
  const key = { seed: PATH_SEED, stream: hashText(instrumentId), counter: barTime };
  const highFirst = uniformAt(key, 0) < 0.5;
  const first = 5 + Math.floor(uniformAt(key, 1) * 25);
  const second = 30 + Math.floor(uniformAt(key, 2) * 25);
  return { seconds: [0, first, second, 59], order: highFirst ? [0, 1, 2, 3] : [0, 2, 1, 3] };
}

/** The price in units at `second` (0-59) of the bar: linear between the plan's turns, rounded. */
export function priceOnPath(plan: BarPathPlan, bar: BarUnits, second: number): number {
  const { seconds, order } = plan;
  for (let turn = 1; turn < seconds.length; turn += 1) {
    const until = seconds[turn] as number;
    if (second <= until) {
      const since = seconds[turn - 1] as number;
      const from = bar[order[turn - 1] as number] as number;
      const to = bar[order[turn] as number] as number;
      return Math.round(from + ((to - from) * (second - since)) / (until - since));
    }
  }
  return bar[3];
}
