import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Order } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { instruments, orders } from '../db/schema/index';
import { toOrder } from './order-view';

/** How many orders one history page returns unless the caller says. */
export const DEFAULT_HISTORY_LIMIT = 100;

export interface OrderHistoryQuery {
  userId: string;
  /** Closed (or cancelled) at or after, ISO 8601. */
  from?: string | undefined;
  /** Closed (or cancelled) at or before, ISO 8601. */
  to?: string | undefined;
  instrumentId?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

/** The user's closed and cancelled orders, newest first, filtered and paged. */
export async function loadOrderHistory(db: DbOrTx, query: OrderHistoryQuery): Promise<Order[]> {
  const rows = await db
    .select({ order: orders, instrument: instruments })
    .from(orders)
    .innerJoin(instruments, eq(instruments.instrumentId, orders.instrumentId))
    .where(
      and(
        eq(orders.userId, query.userId),
        inArray(orders.status, ['closed', 'cancelled']),
        query.from ? gte(orders.closedAt, new Date(query.from)) : undefined,
        query.to ? lte(orders.closedAt, new Date(query.to)) : undefined,
        query.instrumentId ? eq(orders.instrumentId, query.instrumentId.trim().toUpperCase()) : undefined,
      ),
    )
    .orderBy(desc(orders.closedAt), desc(orders.createdAt), desc(orders.id))
    .limit(query.limit ?? DEFAULT_HISTORY_LIMIT)
    .offset(query.offset ?? 0);
  return rows.map((row) => toOrder(row.order, row.instrument, null));
}
