import { and, arrayContains, desc, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
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
  /** Only orders carrying this journal tag (lower-case). */
  tag?: string | undefined;
  /** Only orders whose journal note contains this text, whatever the case. */
  search?: string | undefined;
}

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
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
        // `tags @> ARRAY[tag]`: the form the GIN index orders_tags_idx answers.
        query.tag ? arrayContains(orders.tags, [query.tag]) : undefined,
        query.search ? ilike(orders.note, containsPattern(query.search)) : undefined,
      ),
    )
    .orderBy(desc(orders.closedAt), desc(orders.createdAt), desc(orders.id))
    .limit(query.limit ?? DEFAULT_HISTORY_LIMIT)
    .offset(query.offset ?? 0);
  return rows.map((row) => toOrder(row.order, row.instrument, null));
}
