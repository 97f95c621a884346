import type { CountryOption, MarketSymbol, SymbolType } from '@beurs/domain';

/** The exchange's filters. */
export interface SymbolFilter {
  type: SymbolType;
  /** 0 is every country. */
  countryId: number;
  countries: readonly CountryOption[];
  /** Free text; when given it searches every type by id and name. */
  search: string;
  /** When given, only these instruments (Favourites or a watchlist), in this order, of every type. */
  only?: readonly string[] | null;
}

/**
 * The instruments the exchange lists: of the current type and country, or, when a search is
 * typed, every instrument whose id or name contains it; with `only`, the instruments of the
 * chosen list (Favourites or a watchlist) in the user's order, narrowed by the search.
 */
export function filterSymbols(symbols: readonly MarketSymbol[], filter: SymbolFilter): MarketSymbol[] {
  const query = filter.search.trim().toLowerCase();
  if (filter.only) {
    const byId = new Map(symbols.map((symbol) => [symbol.instrument_id, symbol]));
    const listed = filter.only.flatMap((id) => byId.get(id) ?? []);
    return query ? listed.filter((symbol) => symbol.instrument_id.toLowerCase().includes(query) || symbol.name.toLowerCase().includes(query)) : listed;
  }
  if (query) {
    return symbols.filter((symbol) => symbol.instrument_id.toLowerCase().includes(query) || symbol.name.toLowerCase().includes(query));
  }
  const country = filter.countryId === 0 ? null : (filter.countries.find((option) => option.id === filter.countryId)?.name ?? null);
  return symbols.filter((symbol) => symbol.type === filter.type && (country === null || symbol.country === country));
}
