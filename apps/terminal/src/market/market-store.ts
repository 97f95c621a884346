import { create } from 'zustand';
import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_SYMBOL_TYPE,
  sortAndDedupeHistory,
  type Candle,
  type CandleResolution,
  type LiveQuote,
  type MarketSymbol,
  type SymbolType,
} from '@beurs/domain';
import { applyQuotes } from './apply-quotes';
import { reconcileSymbols } from './reconcile-symbols';

/** One bar of the volume history. */
export interface VolumeEntry {
  time: number;
  volume: string;
}

/** Market data of the terminal (spec 3). */
export interface MarketState {
  /** Every instrument with its latest quote. */
  symbols: readonly MarketSymbol[];
  /** The exchange's type filter. Defaults to `stock` (spec 3). */
  currentSymbolType: SymbolType;
  /** The exchange's country filter; 0 is every country (spec 3). */
  currentCountryId: number;
  /** The instrument the user picked or searched for. */
  foundInstrument: MarketSymbol | null;
  /** Instrument whose history is loaded. */
  historyInstrumentId: string | null;
  /** Candle length of the loaded history. */
  historyResolution: CandleResolution;
  /** Candles, sorted by time with consecutive equal times dropped (spec 4). */
  priceHistory: readonly Candle[];
  volumeHistory: readonly VolumeEntry[];
  /** Featured instruments. */
  specialSymbols: readonly MarketSymbol[];
}

/** What changes the market store. */
export interface MarketActions {
  setSymbols(symbols: readonly MarketSymbol[]): void;
  setCurrentSymbolType(type: SymbolType): void;
  setCurrentCountryId(id: number): void;
  setFoundInstrument(symbol: MarketSymbol | null): void;
  setHistory(instrumentId: string, candles: readonly Candle[], resolution?: CandleResolution): void;
  setSpecialSymbols(symbols: readonly MarketSymbol[]): void;
  /** Applies a `quotes` push to every list that holds the instruments. */
  applyQuotes(quotes: readonly LiveQuote[]): void;
}

export type MarketStore = MarketState & MarketActions;

/** The page's market store; read it through selectors. */
export const useMarketStore = create<MarketStore>()((set) => ({
  symbols: [],
  currentSymbolType: DEFAULT_SYMBOL_TYPE,
  currentCountryId: DEFAULT_COUNTRY_ID,
  foundInstrument: null,
  historyInstrumentId: null,
  historyResolution: '1m',
  priceHistory: [],
  volumeHistory: [],
  specialSymbols: [],
  setSymbols: (symbols) => set((state) => ({ symbols: reconcileSymbols(state.symbols, symbols) })),
  // A new type keeps no country of the old one selected.
  setCurrentSymbolType: (currentSymbolType) => set({ currentSymbolType, currentCountryId: DEFAULT_COUNTRY_ID }),
  setCurrentCountryId: (currentCountryId) => set({ currentCountryId }),
  setFoundInstrument: (foundInstrument) => set({ foundInstrument }),
  setHistory: (instrumentId, candles, resolution = '1m') => {
    const priceHistory = sortAndDedupeHistory(candles);
    set({
      historyInstrumentId: instrumentId,
      historyResolution: resolution,
      priceHistory,
      volumeHistory: priceHistory.map((candle) => ({ time: candle.time, volume: candle.volume })),
    });
  },
  setSpecialSymbols: (specialSymbols) => set((state) => ({ specialSymbols: reconcileSymbols(state.specialSymbols, specialSymbols) })),
  applyQuotes: (quotes) =>
    set((state) => {
      const symbols = applyQuotes(state.symbols, quotes);
      const specialSymbols = applyQuotes(state.specialSymbols, quotes);
      // Same lists, same state object: no selector runs for a push that moved nothing shown.
      return symbols === state.symbols && specialSymbols === state.specialSymbols ? state : { symbols, specialSymbols };
    }),
}));
