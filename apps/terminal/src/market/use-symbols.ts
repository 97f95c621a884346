import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MarketSymbol } from '@beurs/domain';
import { loadStateOf, type LoadState } from '../async/load-state';
import { specialSymbolsQuery, symbolsQuery } from '../query/server-queries';
import { getServices } from '../services/services';
import { liveQuotesOf } from './live-quotes';
import { hasChangingSource } from './price-source';

/**
 * How often the instruments are asked for again while some instrument's price comes from a live
 * feed or a replay: such a source can go stale or come back without a quote saying so.
 */
export const CHANGING_SOURCE_REFETCH_MS = 30_000;

const refetchWhileSourcesChange = (query: { state: { data: readonly MarketSymbol[] | undefined } }): number | false =>
  hasChangingSource(query.state.data) ? CHANGING_SOURCE_REFETCH_MS : false;

const NONE: readonly MarketSymbol[] = [];

/** Ties the socket to the cache (quotes written in, reconnects reload the market) while mounted. */
function useMarketStream(): void {
  useEffect(() => {
    liveQuotesOf(getServices().realtime);
  }, []);
}

/**
 * Every instrument with its latest quote, and its load state. `/symbols/` is loaded when the
 * cached list is stale and again after every socket reconnect; between the two, prices come from
 * the quote stream (useLiveQuotes) written into the cache, not from polling. Only while some
 * instrument's price comes from a live feed or a replay is the list asked for again every 30 s,
 * since such a source can stop or come back between quotes.
 */
export function useSymbols(): { symbols: readonly MarketSymbol[]; state: LoadState } {
  useMarketStream();
  const query = useQuery({ ...symbolsQuery(), refetchInterval: refetchWhileSourcesChange });
  return { symbols: query.data ?? NONE, state: loadStateOf(query) };
}

/** The featured instruments with their live quotes, and their load state. */
export function useSpecialSymbols(): { symbols: readonly MarketSymbol[]; state: LoadState } {
  useMarketStream();
  const query = useQuery({ ...specialSymbolsQuery(), refetchInterval: refetchWhileSourcesChange });
  return { symbols: query.data ?? NONE, state: loadStateOf(query) };
}

/** The cached instruments without loading them: for parts of a screen whose screen loads them. */
export function useCachedSymbols(): readonly MarketSymbol[] {
  return useQuery({ ...symbolsQuery(), enabled: false }).data ?? NONE;
}
