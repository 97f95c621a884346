import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Order } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { orders } from '../db/schema/index';
import { loadMarketSnapshot, type MarketSnapshot } from '../market/order-market';
import { toOrder } from './order-view';
import type { OrderRow } from './position-valuation';

/** The user's live order rows (pending and open), newest first: one indexed query. */
export async function loadLiveOrderRows(db: DbOrTx, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['pending', 'open'])))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Live order rows in the contract's shape, open ones valued against `market`. */
export function toLiveOrders(rows: readonly OrderRow[], market: MarketSnapshot): Order[] {
  return rows.flatMap((row) => {
    const listed = market.listed.get(row.instrumentId);
    if (!listed) return [];
    return [toOrder(row, listed.instrument, { quote: listed.quote, rates: market.rates })];
  });
}

/** The user's live orders (pending and open), newest first, open ones valued at the current quotes. */
export async function loadLiveOrders(db: DbOrTx, userId: string): Promise<Order[]> {
  const rows = await loadLiveOrderRows(db, userId);
  if (rows.length === 0) return [];
  return toLiveOrders(rows, await loadMarketSnapshot(db));
}
