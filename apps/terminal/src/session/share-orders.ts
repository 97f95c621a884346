import { replaceEqualDeep } from '@tanstack/react-query';
import type { Order } from '@beurs/domain';

/**
 * Structural sharing of the live orders by id rather than by position: a push that drops a
 * closed position from the top of the list must not hand every later row a new object. Each
 * order keeps its previous object when equal; the list is kept when every order is.
 *
 * @example
 * queryClient.setQueryDefaults(queryKeys.orders(), { structuralSharing: shareOrders });
 */
export function shareOrders(previous: unknown, next: unknown): unknown {
  if (!Array.isArray(previous) || !Array.isArray(next)) return replaceEqualDeep(previous, next);
  const before = previous as readonly Order[];
  const byId = new Map(before.map((order) => [order.id, order]));
  let changed = before.length !== next.length;
  const result = (next as readonly Order[]).map((order, index) => {
    const old = byId.get(order.id);
    const kept = old ? replaceEqualDeep(old, order) : order;
    if (kept !== before[index]) changed = true;
    return kept;
  });
  return changed ? result : before;
}
