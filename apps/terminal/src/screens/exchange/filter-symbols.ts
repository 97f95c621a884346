import type { CountryOption, MarketSymbol, SymbolType } from '@beurs/domain';

/** The exchange's filters. */
export interface SymbolFilter {
  type: SymbolType;
  /** 0 is every country. */
  countryId: number;
  countries: readonly CountryOption[];
  /** Free text; when given it searches every type by id and name. */
  search: string;
}

/**
 * The instruments the exchange lists: of the current type and country, or, when a search is
 * typed, every instrument whose id or name contains it.
 */
export function filterSymbols(symbols: readonly MarketSymbol[], filter: SymbolFilter): MarketSymbol[] {
  const query = filter.search.trim().toLowerCase();
  if (query) {
    return symbols.filter((symbol) => symbol.instrument_id.toLowerCase().includes(query) || symbol.name.toLowerCase().includes(query));
  }
  const country = filter.countryId === 0 ? null : (filter.countries.find((option) => option.id === filter.countryId)?.name ?? null);
  return symbols.filter((symbol) => symbol.type === filter.type && (country === null || symbol.country === country));
}
