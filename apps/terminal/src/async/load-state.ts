/** Where a screen's data stands. */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/** What a screen needs to show its data's state (see LoadView). */
export interface LoadState {
  status: LoadStatus;
  /** Loads again (after a failure, or to refresh). */
  retry: () => void;
}

/** The part of a query's result {@link loadStateOf} reads. */
export interface QueryStatusLike {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => Promise<unknown>;
}

/**
 * A query's state as a screen shows it: loading until the first answer, failed when the last
 * attempt failed (a retry in flight shows as loading again), ready otherwise. The failure itself
 * is logged by the query cache (contract §8: list-loading failures are only logged).
 *
 * @example
 * const query = useQuery(transactionsQuery());
 * <LoadView state={loadStateOf(query)} … />
 */
export function loadStateOf(query: QueryStatusLike): LoadState {
  const status: LoadStatus =
    query.status === 'success' ? 'ready' : query.status === 'error' && query.fetchStatus !== 'fetching' ? 'failed' : 'loading';
  return { status, retry: () => void query.refetch() };
}
