import type { MarketSymbol } from '@beurs/domain';
import { useMarketStore } from './market-store';

/** One instrument with its latest quote, or null while unknown. */
export function useSymbol(instrumentId: string | null): MarketSymbol | null {
  return useMarketStore((state) => (instrumentId ? (state.symbols.find((symbol) => symbol.instrument_id === instrumentId) ?? null) : null));
}
