import { useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@beurs/domain';
import { loadStateOf, type LoadState } from '../../async/load-state';
import { newsQuery } from '../../query/server-queries';

const NONE: readonly NewsItem[] = [];

/** The news list with its load state. */
export function useNews(): { news: readonly NewsItem[]; state: LoadState } {
  const query = useQuery(newsQuery());
  return { news: query.data ?? NONE, state: loadStateOf(query) };
}
