import { queryKeys } from '../query/query-keys';

/**
 * Keys of the changes to watchlists. They start with the lists' query key, so
 * `isMutating({ mutationKey: watchlistMutationKeys.all() })` counts every change in flight: an
 * answer is written over the cache only when no later change would be hidden by it.
 */
export const watchlistMutationKeys = {
  all: () => queryKeys.watchlists(),
  save: () => [...queryKeys.watchlists(), 'save'] as const,
  create: () => [...queryKeys.watchlists(), 'create'] as const,
  delete: () => [...queryKeys.watchlists(), 'delete'] as const,
} as const;
