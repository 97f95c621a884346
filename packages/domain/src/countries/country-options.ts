/** One entry of the country filter: derived from the symbols, never configured by hand. */
export interface CountryOption {
  /** Stable id: the same country always gets the same id, whatever the order of the symbols. */
  id: number;
  name: string;
}

/**
 * The country options of the exchange filter (contract §3): the distinct non-empty `country`
 * values of the symbols, sorted by name, each with a stable id (1-based position in
 * alphabetical order; id 0 stays free for "all countries").
 *
 * @example
 * deriveCountryOptions([{ country: 'Netherlands' }, { country: '' }, { country: 'Germany' }])
 * // [{ id: 1, name: 'Germany' }, { id: 2, name: 'Netherlands' }]
 */
export function deriveCountryOptions(symbols: ReadonlyArray<{ country: string | null | undefined }>): CountryOption[] {
  const names = new Set<string>();
  for (const { country } of symbols) {
    const name = country?.trim();
    if (name) names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'en')).map((name, index) => ({ id: index + 1, name }));
}
