import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Watchlist } from '@beurs/domain';
import { showError } from '../errors/show-error';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';
import { watchlistMutationKeys } from './watchlist-mutation-keys';

/** Options of {@link useSaveWatchlist}. */
export interface SaveWatchlistOptions {
  /**
   * Shows a failed save. Defaults to a toast with the server's message (showError); a form that
   * renames a list shows it on its name field instead.
   */
  onFailure?: (error: unknown) => void;
}

/**
 * Saves one existing list, its name and its instruments in order, shown at once: the cached list
 * is replaced before the server answers, so the star column, the Watchlist filter and the lists
 * dialog follow the click, and the server's answer (name trimmed, duplicates dropped) replaces
 * it. A refusal loads the lists again, so the cache shows what the server holds.
 *
 * Adding or removing one instrument is a save of the whole list (the server keeps the user's
 * order), computed from the cached list so quick clicks build on each other.
 */
export function useSaveWatchlist({ onFailure = showError }: SaveWatchlistOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: watchlistMutationKeys.save(),
    mutationFn: async (next: Watchlist) =>
      (await getServices().api.saveWatchlist({ id: next.id, name: next.name, instrument_ids: [...next.instrument_ids] })).watchlist,
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: queryKeys.watchlists() });
      client.setQueryData<Watchlist[]>(queryKeys.watchlists(), (lists) => lists?.map((list) => (list.id === next.id ? next : list)));
    },
    onSuccess: (saved) => {
      // A later save of the same list, still in flight, holds a newer state than this answer.
      const savesOfThisList = client.isMutating({
        mutationKey: watchlistMutationKeys.save(),
        predicate: (mutation) => (mutation.state.variables as Watchlist | undefined)?.id === saved.id,
      });
      if (savesOfThisList > 1) return;
      client.setQueryData<Watchlist[]>(queryKeys.watchlists(), (lists) => lists?.map((list) => (list.id === saved.id ? saved : list)));
    },
    onError: (error) => {
      onFailure(error);
      void client.invalidateQueries({ queryKey: queryKeys.watchlists() });
    },
  });
}
