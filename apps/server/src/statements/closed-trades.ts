import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { StatementTrade } from '@beurs/domain';
import { Decimal, formatMoneyAmount } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { instruments, orders } from '../db/schema/index';

/** A price with the instrument's digits, as the order views show it. */
function priceText(value: string | null, digits: number): string | null {
  return value === null ? null : Decimal.from(value).toFixed(digits);
}

/**
 * The positions (and closed parts of positions) closed in [start, end), oldest close first,
 * with the quotes they opened and closed at and the trader's journal note and tags. Cancelled
 * pending orders never traded and are left out.
 */
export async function loadClosedTrades(db: DbOrTx, userId: string, start: Date | null, end: Date): Promise<StatementTrade[]> {
  const rows = await db
    .select({ row: orders, digits: instruments.digits })
    .from(orders)
    .innerJoin(instruments, eq(instruments.instrumentId, orders.instrumentId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'closed'),
        isNotNull(orders.closedAt),
        start ? gte(orders.closedAt, start) : undefined,
        lt(orders.closedAt, end),
      ),
    )
    .orderBy(asc(orders.closedAt), asc(orders.id));
  return rows.map(({ row, digits }) => ({
    order_id: row.id,
    instrument_id: row.instrumentId,
    side: row.side,
    volume: Decimal.from(row.volume).toFixed(2),
    leverage: row.leverage,
    open_price: priceText(row.openPrice, digits),
    open_bid: priceText(row.openBid, digits),
    open_ask: priceText(row.openAsk, digits),
    close_price: priceText(row.closePrice, digits),
    close_bid: priceText(row.closeBid, digits),
    close_ask: priceText(row.closeAsk, digits),
    realised_pnl: formatMoneyAmount(row.realisedPnl ?? '0'),
    close_reason: row.closeReason,
    opened_at: row.openedAt?.toISOString() ?? null,
    closed_at: (row.closedAt ?? row.createdAt).toISOString(),
    note: row.note,
    tags: row.tags,
  }));
}
