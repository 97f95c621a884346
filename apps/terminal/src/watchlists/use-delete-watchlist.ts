import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Watchlist } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { ALL_INSTRUMENTS, useMarketStore } from '../market/market-store';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';
import { watchlistMutationKeys } from './watchlist-mutation-keys';

/**
 * Deletes one named list (asked for after a confirmation), gone at once: it leaves the cached
 * lists before the server answers, and an exchange filtered by it lists all instruments again.
 * The server answers with the lists left, written over the cache unless another change to the
 * lists is still in flight (its own answer will be). A refusal says why and loads the lists again.
 */
export function useDeleteWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: watchlistMutationKeys.delete(),
    mutationFn: async (list: Watchlist) => (await getServices().api.deleteWatchlist({ id: list.id })).watchlists,
    onMutate: async (list) => {
      await client.cancelQueries({ queryKey: queryKeys.watchlists() });
      client.setQueryData<Watchlist[]>(queryKeys.watchlists(), (lists) => lists?.filter((each) => each.id !== list.id));
      const { listFilter, setListFilter } = useMarketStore.getState();
      if (listFilter.kind === 'watchlist' && listFilter.watchlistId === list.id) setListFilter(ALL_INSTRUMENTS);
    },
    onSuccess: (left) => {
      if (client.isMutating({ mutationKey: watchlistMutationKeys.all() }) > 1) return;
      client.setQueryData<Watchlist[]>(queryKeys.watchlists(), left);
    },
    onError: (error) => {
      showError(error);
      void client.invalidateQueries({ queryKey: queryKeys.watchlists() });
    },
  });
}
