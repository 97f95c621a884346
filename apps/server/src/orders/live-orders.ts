import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Order } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { orders } from '../db/schema/index';
import { loadMarketSnapshot } from './order-market';
import { toOrder } from './order-view';

/** The user's live orders (pending and open), newest first, open ones valued at the current quotes. */
export async function loadLiveOrders(db: DbOrTx, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'open'])))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const market = await loadMarketSnapshot(db);
  return rows.flatMap((row) => {
    const listed = market.listed.get(row.instrumentId);
    if (!listed) return [];
    return [toOrder(row, listed.instrument, { quote: listed.quote, rates: market.rates })];
  });
}
