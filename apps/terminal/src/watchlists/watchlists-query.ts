import { queryOptions } from '@tanstack/react-query';
import { getServices } from '../services/services';
import { queryKeys } from '../query/query-keys';

/** The caller's watchlists, Favourites first; the star on every instrument row reads it. */
export const watchlistsQuery = () =>
  queryOptions({
    queryKey: queryKeys.watchlists(),
    queryFn: async () => (await getServices().api.getWatchlists()).watchlists,
    meta: { what: 'your watchlists' },
  });
