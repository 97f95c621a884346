import { useState } from 'react';
import type { NewsItem } from '@beurs/domain';
import { useLoad, type LoadState } from '../../async/use-load';
import { getServices } from '../../services/services';

/** The news list with its load state. */
export function useNews(): { news: readonly NewsItem[]; state: LoadState } {
  const [news, setNews] = useState<readonly NewsItem[]>([]);
  const state = useLoad(async () => {
    const result = await getServices().api.getNews();
    setNews(result.news);
  }, 'the news');
  return { news, state };
}
