/**
 * What a newly shown chart of a several-chart layout opens on, when the trader has not chosen:
 * the most traded instrument of each class, then whatever the list has.
 */
const PREFERRED = ['EURUSD', 'BTCUSD', 'XAUUSD', 'US500', 'AAPL', 'GBPUSD', 'ETHUSD'] as const;

/**
 * The instrument of each chart: the chosen one where there is one, else the first preferred (or
 * listed) instrument that no other chart shows yet.
 */
export function chartInstruments(chosen: ReadonlyArray<string | null>, known: readonly string[]): string[] {
  const knownSet = new Set(known);
  const shown = new Set(chosen.filter((id): id is string => id !== null && knownSet.has(id)));
  const candidates = [...PREFERRED.filter((id) => knownSet.has(id)), ...known];
  return chosen.map((id) => {
    if (id !== null && knownSet.has(id)) return id;
    const next = candidates.find((candidate) => !shown.has(candidate)) ?? known[0] ?? '';
    shown.add(next);
    return next;
  });
}
