import { skipToken, useQuery } from '@tanstack/react-query';
import type { Order } from '@beurs/domain';
import { queryKeys } from '../query/query-keys';

const NONE: readonly Order[] = [];

/**
 * The live pending and open orders. There is no call that lists them: every `userOrders` push
 * carries the whole list and the session writes it into the cache, keeping the object of each
 * order that did not change (structural sharing), so memoised rows re-render only when theirs did.
 */
export function useLiveOrders(): readonly Order[] {
  return useQuery<readonly Order[]>({ queryKey: queryKeys.orders(), queryFn: skipToken }).data ?? NONE;
}
