import { useQuery } from '@tanstack/react-query';
import type { MarketSymbol } from '@beurs/domain';
import { symbolsQuery } from '../query/server-queries';

/**
 * One instrument with its latest quote from the cached symbols, or null while unknown. Reads
 * the cache only (the screen's useSymbols loads it), and re-renders only when this
 * instrument's object changes.
 */
export function useSymbol(instrumentId: string | null): MarketSymbol | null {
  return (
    useQuery({
      ...symbolsQuery(),
      enabled: false,
      select: (symbols) => (instrumentId ? (symbols.find((symbol) => symbol.instrument_id === instrumentId) ?? null) : null),
    }).data ?? null
  );
}
