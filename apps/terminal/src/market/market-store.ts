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

/** The Type filter's value for every asset class at once. */
export const ALL_TYPES = 'all';
/** What the exchange's Type filter can hold: one asset class, or all of them. */
export type TypeFilter = SymbolType | typeof ALL_TYPES;

/**
 * The exchange's choices (contract §3): the type and country filters and the picked instrument.
 * UI state only; the instruments and their quotes are in the query cache (market/use-symbols.ts).
 */
export interface MarketState {
  /**
   * The asset class the trader last picked in the Type filter. Defaults to `stock` (the
   * contract's `DEFAULT_SYMBOL_TYPE`) and is always one class; whether the list is narrowed to it
   * is `typeFilter`.
   */
  currentSymbolType: SymbolType;
  /**
   * What the exchange lists by type: every class (the default, so the list opens on what is open
   * now, whatever its class) or the one the trader picked (then equal to `currentSymbolType`).
   */
  typeFilter: TypeFilter;
  /** The exchange's country filter; 0 is every country (contract §3). */
  currentCountryId: number;
  /** The instrument the user picked or searched for. */
  foundInstrumentId: string | null;
  /** Which instruments the exchange lists. Defaults to all of them. */
  listFilter: ListFilter;
  /**
   * Whether the list filter has been decided: by the trader, or when the exchange first opened
   * (Favourites when there are any). Until then the opening choice may still change it.
   */
  listFilterDecided: boolean;
}

/** What changes the market store. */
export interface MarketActions {
  /** Narrows the list to one asset class (also the current symbol type). */
  setCurrentSymbolType(type: SymbolType): void;
  /** Narrows the list to one asset class, or lists all of them. */
  setTypeFilter(type: TypeFilter): void;
  setCurrentCountryId(id: number): void;
  setFoundInstrumentId(id: string | null): void;
  setListFilter(filter: ListFilter): void;
  /**
   * The exchange's opening list, once per page: the Favourites when the trader has any, else
   * every instrument. A list filter the trader already chose is kept.
   */
  decideOpeningList(hasFavourites: boolean): void;
}

export type MarketStore = MarketState & MarketActions;

/** The page's market store; read it through selectors. */
export const useMarketStore = create<MarketStore>()((set) => ({
  currentSymbolType: DEFAULT_SYMBOL_TYPE,
  typeFilter: ALL_TYPES,
  currentCountryId: DEFAULT_COUNTRY_ID,
  foundInstrumentId: null,
  listFilter: ALL_INSTRUMENTS,
  listFilterDecided: false,
  // A new type keeps no country of the old one selected.
  setCurrentSymbolType: (currentSymbolType) =>
    set({ currentSymbolType, typeFilter: currentSymbolType, currentCountryId: DEFAULT_COUNTRY_ID }),
  setTypeFilter: (typeFilter) =>
    set(
      typeFilter === ALL_TYPES
        ? { typeFilter, currentCountryId: DEFAULT_COUNTRY_ID }
        : { typeFilter, currentSymbolType: typeFilter, currentCountryId: DEFAULT_COUNTRY_ID },
    ),
  setCurrentCountryId: (currentCountryId) => set({ currentCountryId }),
  setFoundInstrumentId: (foundInstrumentId) => set({ foundInstrumentId }),
  setListFilter: (listFilter) => set({ listFilter, listFilterDecided: true }),
  decideOpeningList: (hasFavourites) =>
    set((state) =>
      state.listFilterDecided ? state : { listFilter: hasFavourites ? FAVOURITES_ONLY : ALL_INSTRUMENTS, listFilterDecided: true },
    ),
}));
