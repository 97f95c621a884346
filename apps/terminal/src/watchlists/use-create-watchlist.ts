import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Watchlist } from '@beurs/domain';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';
import { watchlistMutationKeys } from './watchlist-mutation-keys';

/**
 * Creates an empty list with a name. Not optimistic: the server decides whether the name is free
 * (whatever its case) and gives the list its id, which adding an instrument needs; the created
 * list is put at the end of the cached lists, where the server keeps it. A refusal is the
 * caller's to show (the name field).
 */
export function useCreateWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: watchlistMutationKeys.create(),
    mutationFn: async (name: string) => (await getServices().api.saveWatchlist({ name, instrument_ids: [] })).watchlist,
    onSuccess: (created) => {
      client.setQueryData<Watchlist[]>(queryKeys.watchlists(), (lists) =>
        lists === undefined || lists.some((list) => list.id === created.id) ? lists : [...lists, created],
      );
    },
  });
}
