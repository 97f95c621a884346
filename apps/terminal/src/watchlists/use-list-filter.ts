import { useQuery } from '@tanstack/react-query';
import type { Watchlist } from '@beurs/domain';
import { ALL_INSTRUMENTS, useMarketStore, type ListFilter } from '../market/market-store';
import { watchlistsQuery } from './watchlists-query';

/** What the exchange lists, resolved against the loaded watchlists. */
export interface ListedByFilter {
  /** The chosen filter; a named list that is not among the loaded ones counts as all instruments. */
  filter: ListFilter;
  /** The instruments to list, in the list's order, or null for all of them (type, country, search). */
  only: readonly string[] | null;
  /** The chosen named list, or null with Favourites or all instruments. */
  watchlist: Watchlist | null;
}

const NONE: readonly string[] = [];

/**
 * Resolves the exchange's list filter (market store) against the cached watchlists. A chosen list
 * deleted here, on another device, or not loaded falls back to all instruments, so the exchange
 * never lists an empty list that is not there; Favourites list nothing until the lists load.
 */
export function useListFilter(): ListedByFilter {
  const chosen = useMarketStore((state) => state.listFilter);
  const { data: lists } = useQuery(watchlistsQuery());
  if (chosen.kind === 'favourites') {
    return { filter: chosen, only: lists?.find((list) => list.is_default)?.instrument_ids ?? NONE, watchlist: null };
  }
  if (chosen.kind === 'watchlist') {
    const watchlist = lists?.find((list) => list.id === chosen.watchlistId && !list.is_default);
    if (watchlist) return { filter: chosen, only: watchlist.instrument_ids, watchlist };
  }
  return { filter: ALL_INSTRUMENTS, only: null, watchlist: null };
}
