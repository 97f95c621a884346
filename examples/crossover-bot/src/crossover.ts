/** Which way the fast average crossed the slow one on this price, if it did. */
export type Signal = 'buy' | 'sell' | null;

/**
 * A moving-average crossover on one price series: the average of the last `fast` prices against
 * the average of the last `slow`. It signals `buy` when the fast average moves above the slow one,
 * `sell` when it moves below, and nothing until both windows are full or while they do not cross.
 * Prices are numbers: the signal only compares them, it never computes money.
 */
export class Crossover {
  private readonly prices: number[] = [];
  private above: boolean | null = null;

  constructor(
    private readonly fast: number,
    private readonly slow: number,
  ) {
    if (!Number.isInteger(fast) || !Number.isInteger(slow) || fast < 1 || slow <= fast) {
      throw new Error(`The fast window must be a whole number below the slow one; got fast ${fast}, slow ${slow}`);
    }
  }

  /** Takes the next price and answers the crossing it makes, if any. */
  next(price: number): Signal {
    this.prices.push(price);
    if (this.prices.length > this.slow) this.prices.shift();
    if (this.prices.length < this.slow) return null;
    const fastAverage = average(this.prices.slice(-this.fast));
    const slowAverage = average(this.prices);
    if (fastAverage === slowAverage) return null;
    const above = fastAverage > slowAverage;
    const before = this.above;
    this.above = above;
    if (before === null || before === above) return null;
    return above ? 'buy' : 'sell';
  }
}

function average(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
