import { create } from 'zustand';
import { DEFAULT_COUNTRY_ID, DEFAULT_SYMBOL_TYPE, type SymbolType } from '@beurs/domain';

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
}

/** What changes the market store. */
export interface MarketActions {
  setCurrentSymbolType(type: SymbolType): void;
  setCurrentCountryId(id: number): void;
  setFoundInstrumentId(id: string | null): void;
}

export type MarketStore = MarketState & MarketActions;

/** The page's market store; read it through selectors. */
export const useMarketStore = create<MarketStore>()((set) => ({
  currentSymbolType: DEFAULT_SYMBOL_TYPE,
  currentCountryId: DEFAULT_COUNTRY_ID,
  foundInstrumentId: null,
  // A new type keeps no country of the old one selected.
  setCurrentSymbolType: (currentSymbolType) => set({ currentSymbolType, currentCountryId: DEFAULT_COUNTRY_ID }),
  setCurrentCountryId: (currentCountryId) => set({ currentCountryId }),
  setFoundInstrumentId: (foundInstrumentId) => set({ foundInstrumentId }),
}));
