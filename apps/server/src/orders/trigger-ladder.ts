/**
 * Which way a level is crossed: `atOrBelow` fires when the price falls to the level or below
 * (a buy limit on the ask, a long's stop-loss on the bid), `atOrAbove` when it rises to it.
 */
export type CrossingDirection = 'atOrBelow' | 'atOrAbove';

/**
 * Relative width of the band around a price in which a level counts as possibly crossed. Levels
 * and prices are decimal text turned into doubles here (about 1e-16 relative error), so a band
 * of 1e-9 never misses a crossing; the exact decision is taken afterwards on the decimals.
 */
const CROSSING_BAND = 1e-9;

/** One level waiting to be crossed, and what it belongs to (an order's trigger, an alert). */
export interface LadderEntry {
  level: number;
  /** Tells entries at the same level apart: the order's or the alert's id. */
  id: string;
}

/**
 * The trigger levels of one instrument on one price side and direction, kept sorted, so a tick
 * finds the levels it crossed by binary search instead of looking at every order or alert: the
 * levels a price of `p` crossed are a suffix (at or below: levels ≥ p) or a prefix (at or above:
 * levels ≤ p) of the sorted list. The order engine and the alert engine both use it.
 */
export class TriggerLadder<TEntry extends LadderEntry = LadderEntry> {
  private readonly entries: TEntry[] = [];

  constructor(readonly direction: CrossingDirection) {}

  get size(): number {
    return this.entries.length;
  }

  add(entry: TEntry): void {
    this.entries.splice(this.firstAbove(entry.level), 0, entry);
  }

  /** Removes the entry of `id` at `level`; false when it was not there. */
  remove(level: number, id: string): boolean {
    for (let index = this.firstAtOrAbove(level); index < this.entries.length; index += 1) {
      const entry = this.entries[index];
      if (!entry || entry.level !== level) return false;
      if (entry.id === id) {
        this.entries.splice(index, 1);
        return true;
      }
    }
    return false;
  }

  /**
   * The entries `price` may have crossed: every one it did cross, and perhaps a few within the
   * band around it, which the caller's exact check turns away.
   */
  crossedBy(price: number, visit: (entry: TEntry) => void): void {
    const band = Math.abs(price) * CROSSING_BAND;
    if (this.direction === 'atOrBelow') {
      for (let index = this.firstAtOrAbove(price - band); index < this.entries.length; index += 1) visit(this.entries[index] as TEntry);
    } else {
      const end = this.firstAbove(price + band);
      for (let index = 0; index < end; index += 1) visit(this.entries[index] as TEntry);
    }
  }

  /** Index of the first entry whose level is ≥ `level`. */
  private firstAtOrAbove(level: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entries[middle] as TEntry).level < level) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Index of the first entry whose level is > `level`. */
  private firstAbove(level: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.entries[middle] as TEntry).level <= level) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
