import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { instruments, orders } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';

/**
 * One of the user's orders with its instrument, its row locked for the rest of the transaction
 * (`FOR UPDATE OF orders`). Another user's order, or none, is a 404 that says what to do: the
 * same answer either way, so no one learns which ids exist. Callers that trade take the
 * account's lock first (lockAccountToTrade): the lock order of opening and the engine.
 */
export async function lockOwnOrder(tx: Tx, userId: string, orderId: string) {
  const [found] = await tx
    .select({ order: orders, instrument: instruments })
    .from(orders)
    .innerJoin(instruments, eq(instruments.instrumentId, orders.instrumentId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update', { of: orders });
  if (!found) throw noSuchOrder();
  return found;
}

/** The refusal for an order id the account does not hold: a 404 that says what to do. */
export function noSuchOrder(): Refusal {
  return Refusal.notFound('There is no such order on your account. Reload your orders and try again.');
}
