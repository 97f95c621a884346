import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Watchlist } from '@beurs/domain';
import { queryKeys } from '../query/query-keys';
import { useSaveWatchlist } from './use-save-watchlist';
import { withInstrumentToggled } from './with-instrument-toggled';
import { watchlistsQuery } from './watchlists-query';

/** What the star of an instrument row needs. */
export interface Favourites {
  /** The default list (Favourites) once loaded. */
  list: Watchlist | null;
  /** The instrument ids starred, in the user's order. */
  ids: readonly string[];
  isFavourite(instrumentId: string): boolean;
  /** Stars or unstars an instrument: shown at once, saved on the server, put back if refused. */
  toggle(instrumentId: string): void;
}

const NONE: readonly string[] = [];

/**
 * The Favourites list with an optimistic toggle. A star is a save of the whole list (the server
 * keeps lists in the user's order), so a toggle is applied to the cached list first and the
 * server's answer replaces it; a refusal restores what the server holds and says why
 * (useSaveWatchlist).
 */
export function useFavourites(enabled = true): Favourites {
  const client = useQueryClient();
  const { data } = useQuery({ ...watchlistsQuery(), enabled });
  const list = data?.find((watchlist) => watchlist.is_default) ?? null;
  const ids = list?.instrument_ids ?? NONE;
  const starred = useMemo(() => new Set(ids), [ids]);
  const { mutate: save } = useSaveWatchlist();

  const toggle = useCallback(
    (instrumentId: string) => {
      const current = client.getQueryData<Watchlist[]>(queryKeys.watchlists())?.find((watchlist) => watchlist.is_default);
      if (current) save(withInstrumentToggled(current, instrumentId));
    },
    [client, save],
  );

  return { list, ids, isFavourite: (instrumentId) => starred.has(instrumentId), toggle };
}
