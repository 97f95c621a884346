/** A scheduled move of an instrument: when it happens and its log-move. */
export interface ScheduledJump {
  atMs: number;
  logMove: number;
}

/**
 * Scheduled log-moves of one instrument (its releases' or its earnings'), oldest first, asked
 * about every step. Most steps fall between two events: the gap between the events around the
 * last step asked about is kept, so such a step is answered by two comparisons instead of a
 * walk through the list (the answer is the same; the gap is a cache, not state).
 */
export class ScheduledJumps {
  private readonly times: Float64Array;
  private readonly moves: Float64Array;
  /** The last event at or before the last instant looked up (−∞ if none) and the first after it (+∞ if none). */
  private gapStart = Number.NEGATIVE_INFINITY;
  private gapEnd = Number.POSITIVE_INFINITY;

  /** `jumps` sorted by instant. */
  constructor(jumps: readonly ScheduledJump[]) {
    this.times = Float64Array.from(jumps, (jump) => jump.atMs);
    this.moves = Float64Array.from(jumps, (jump) => jump.logMove);
    if (jumps.length > 0) this.gapEnd = this.times[0] as number;
  }

  /** Whether no event lies in (fromMs, toMs]. */
  quiet(fromMs: number, toMs: number): boolean {
    if (fromMs >= this.gapStart && toMs < this.gapEnd) return true;
    this.lookUp(toMs);
    return fromMs >= this.gapStart && toMs < this.gapEnd;
  }

  /** Whether an event lies in (fromMs, toMs]. */
  any(fromMs: number, toMs: number): boolean {
    if (this.quiet(fromMs, toMs)) return false;
    const times = this.times;
    for (let index = 0; index < times.length; index += 1) {
      const atMs = times[index] as number;
      if (atMs > toMs) return false;
      if (atMs > fromMs) return true;
    }
    return false;
  }

  /** The sum of the log-moves of the events in (fromMs, toMs], oldest first. */
  sum(fromMs: number, toMs: number): number {
    if (this.quiet(fromMs, toMs)) return 0;
    const times = this.times;
    let total = 0;
    for (let index = 0; index < times.length; index += 1) {
      const atMs = times[index] as number;
      if (atMs > toMs) break;
      if (atMs > fromMs) total += this.moves[index] as number;
    }
    return total;
  }

  /** Moves the kept gap to the one around `atMs`. */
  private lookUp(atMs: number): void {
    const times = this.times;
    // The first event after atMs (binary search).
    let low = 0;
    let high = times.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((times[middle] as number) <= atMs) low = middle + 1;
      else high = middle;
    }
    this.gapStart = low > 0 ? (times[low - 1] as number) : Number.NEGATIVE_INFINITY;
    this.gapEnd = low < times.length ? (times[low] as number) : Number.POSITIVE_INFINITY;
  }
}
