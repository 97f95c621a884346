/** Anything with a time: price entries, volume entries, candles. */
export interface TimedEntry {
  /** Milliseconds since the epoch. */
  time: number;
}

/**
 * Sorts entries by time ascending and drops consecutive entries with the same time, keeping
 * the last one received for that time (the freshest tick wins). Stable and idempotent;
 * returns a new array.
 *
 * @example
 * sortAndDedupeHistory([{ time: 2, v: 'b' }, { time: 1, v: 'a' }, { time: 2, v: 'c' }])
 * // [{ time: 1, v: 'a' }, { time: 2, v: 'c' }]
 */
export function sortAndDedupeHistory<TEntry extends TimedEntry>(entries: readonly TEntry[]): TEntry[] {
  const sorted = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.time - b.entry.time || a.index - b.index)
    .map(({ entry }) => entry);
  const result: TEntry[] = [];
  for (const entry of sorted) {
    const last = result.length - 1;
    if (last >= 0 && result[last]?.time === entry.time) result[last] = entry;
    else result.push(entry);
  }
  return result;
}
