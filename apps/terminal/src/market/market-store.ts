import { create } from 'zustand';
import { DEFAULT_COUNTRY_ID, DEFAULT_SYMBOL_TYPE, type SymbolType } from '@beurs/domain';

/**
 * Which instruments the exchange lists: all of them (by type, country and search), only the
 * Favourites, or only one of the user's named watchlists. One value, so Favourites and a named
 * list are never both on: choosing one turns the other off.
 */
export type ListFilter = { kind: 'all' } | { kind: 'favourites' } | { kind: 'watchlist'; watchlistId: string };

/** Every instrument, by type, country and search. */
export const ALL_INSTRUMENTS: ListFilter = { kind: 'all' };
/** Only the Favourites list, in the user's order. */
export const FAVOURITES_ONLY: ListFilter = { kind: 'favourites' };

/**
 * The exchange's choices (spec 3): the type and country filters and the picked instrument.
 * UI state only; the instruments and their quotes are in the query cache (market/use-symbols.ts).
 */
export interface MarketState {
  /** The exchange's type filter. Defaults to `stock` (spec 3). */
  currentSymbolType: SymbolType;
  /** The exchange's country filter; 0 is every country (spec 3). */
  currentCountryId: number;
  /** The instrument the user picked or searched for. */
  foundInstrumentId: string | null;
  /** Which instruments the exchange lists. Defaults to all of them. */
  listFilter: ListFilter;
}

/** What changes the market store. */
export interface MarketActions {
  setCurrentSymbolType(type: SymbolType): void;
  setCurrentCountryId(id: number): void;
  setFoundInstrumentId(id: string | null): void;
  setListFilter(filter: ListFilter): void;
}

export type MarketStore = MarketState & MarketActions;

/** The page's market store; read it through selectors. */
export const useMarketStore = create<MarketStore>()((set) => ({
  currentSymbolType: DEFAULT_SYMBOL_TYPE,
  currentCountryId: DEFAULT_COUNTRY_ID,
  foundInstrumentId: null,
  listFilter: ALL_INSTRUMENTS,
  // A new type keeps no country of the old one selected.
  setCurrentSymbolType: (currentSymbolType) => set({ currentSymbolType, currentCountryId: DEFAULT_COUNTRY_ID }),
  setCurrentCountryId: (currentCountryId) => set({ currentCountryId }),
  setFoundInstrumentId: (foundInstrumentId) => set({ foundInstrumentId }),
  setListFilter: (listFilter) => set({ listFilter }),
}));
