import { nextMarketOpen, type CountryOption, type MarketSymbol } from '@beurs/domain';
import { ALL_TYPES, type TypeFilter } from '../../market/market-store';
import { opensText } from '../../ticket/next-market-open';

/** The exchange's filters. */
export interface SymbolFilter {
  /** One asset class, or `all`. */
  type: TypeFilter;
  /** 0 is every country. */
  countryId: number;
  countries: readonly CountryOption[];
  /** Free text; when given it searches every type and country by id and name. */
  search: string;
  /** When given, only these instruments (Favourites or a watchlist), in this order, of every type. */
  only?: readonly string[] | null;
}

/**
 * What the Type and Country filters say, so that they always describe the list: a search and a
 * chosen list (Favourites or a watchlist) run across every class and country, so both then read
 * "all"; otherwise they read what the trader picked.
 */
export function shownFilters(filter: Pick<SymbolFilter, 'type' | 'countryId' | 'search' | 'only'>): {
  type: TypeFilter;
  countryId: number;
} {
  if (filter.search.trim() !== '' || filter.only) return { type: ALL_TYPES, countryId: 0 };
  return { type: filter.type, countryId: filter.countryId };
}

/**
 * Open markets first, each group in the order it came in (the server's): what can be traded now
 * is at the top, on a Sunday the crypto pairs.
 */
export function openMarketsFirst(symbols: readonly MarketSymbol[]): MarketSymbol[] {
  return [...symbols.filter((symbol) => symbol.is_open), ...symbols.filter((symbol) => !symbol.is_open)];
}

function matches(symbol: MarketSymbol, query: string): boolean {
  return symbol.instrument_id.toLowerCase().includes(query) || symbol.name.toLowerCase().includes(query);
}

/**
 * The instruments the exchange lists: of the current type (or every type) and country, or, when
 * a search is typed, every instrument whose id or name contains it, open markets first; with
 * `only`, the instruments of the chosen list (Favourites or a watchlist) in the user's order,
 * narrowed by the search.
 */
export function filterSymbols(symbols: readonly MarketSymbol[], filter: SymbolFilter): MarketSymbol[] {
  const query = filter.search.trim().toLowerCase();
  if (filter.only) {
    const byId = new Map(symbols.map((symbol) => [symbol.instrument_id, symbol]));
    const listed = filter.only.flatMap((id) => byId.get(id) ?? []);
    // The trader's own order: they chose it, and a weekend should not reshuffle it.
    return query ? listed.filter((symbol) => matches(symbol, query)) : listed;
  }
  if (query) return openMarketsFirst(symbols.filter((symbol) => matches(symbol, query)));
  const country = filter.countryId === 0 ? null : (filter.countries.find((option) => option.id === filter.countryId)?.name ?? null);
  return openMarketsFirst(
    symbols.filter(
      (symbol) => (filter.type === ALL_TYPES || symbol.type === filter.type) && (country === null || symbol.country === country),
    ),
  );
}

/**
 * The instrument a list starts on when the trader has picked none: the first open market (what
 * can be traded now, also in a list kept in the trader's order), else the first row.
 */
export function firstTradable(listed: readonly MarketSymbol[]): MarketSymbol | null {
  return listed.find((symbol) => symbol.is_open) ?? listed[0] ?? null;
}

/** When a closed market opens: a short label for the row, and the ticket's sentence in full. */
export interface MarketOpening {
  /** "Opens Mon 14:30", in the trader's time. */
  label: string;
  /** "Opens Monday 30 November at 14:30 (your time).", as the ticket says it. */
  text: string;
}

const ROW_OPENING = new Intl.DateTimeFormat('en-GB', { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * When each closed market among `symbols` opens (open ones are left out), from its trading
 * hours (`nextMarketOpen`, the server's rule) at `at`. `format` writes the row's short label;
 * `textFormat` the full sentence (both default to the trader's time zone).
 */
export function marketOpenings(
  symbols: readonly MarketSymbol[],
  at: Date,
  format: Intl.DateTimeFormat = ROW_OPENING,
  textFormat?: Intl.DateTimeFormat,
): Map<string, MarketOpening> {
  const openings = new Map<string, MarketOpening>();
  for (const symbol of symbols) {
    if (symbol.is_open) continue;
    const opens = nextMarketOpen(symbol.trading_hours, at);
    openings.set(symbol.instrument_id, {
      label: opens ? `Opens ${format.format(opens)}` : 'Closed',
      text: opensText(symbol.trading_hours, at, textFormat),
    });
  }
  return openings;
}
