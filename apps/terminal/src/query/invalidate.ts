import type { QueryKey } from '@tanstack/react-query';
import { getQueryClient } from './query-client';

/**
 * Marks the cached entries a change made out of date: those on screen load again now, the
 * others when next shown. Resolves once the mounted ones have loaded (a failure is logged by
 * the cache, not thrown).
 *
 * @example
 * await invalidate(queryKeys.transactions(), queryKeys.orderHistory());
 */
export async function invalidate(...keys: readonly QueryKey[]): Promise<void> {
  const client = getQueryClient();
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
