import { and, asc, eq, getTableColumns, gt } from 'drizzle-orm';
import type { AccountEvent, AccountEventEntry, AccountEventType, LedgerCause } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { accountEventHeads, accountEvents, orders } from '../db/schema/index';
import type { OrderRow } from '../orders/position-valuation';
import type { InstrumentRow } from '../market/market-data';
import { toOrder } from '../orders/order-view';

/** One stored event as read, before its order is put in the contract's shape. */
export interface StoredAccountEvent {
  seq: number;
  type: AccountEventType;
  createdAt: Date;
  order: OrderRow | null;
  entry: AccountEventEntry | null;
}

/** The account's latest event number, 0 before its first. */
export async function readAccountHead(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ seq: accountEventHeads.seq }).from(accountEventHeads).where(eq(accountEventHeads.userId, userId));
  return row?.seq ?? 0;
}

/** The account's kept events after `afterSeq`, oldest first. */
export async function readAccountEvents(db: DbOrTx, userId: string, afterSeq: number): Promise<StoredAccountEvent[]> {
  const rows = await db
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.userId, userId), gt(accountEvents.seq, afterSeq)))
    .orderBy(asc(accountEvents.seq));
  return rows.map(storedEvent);
}

/**
 * The account's head and its kept events after `afterSeq` (at most `limit`, oldest first), in
 * one query: a reconnecting client waits for one round trip, not two. Both come from the same
 * snapshot, and the trigger writes an event and bumps the head in one transaction, so every
 * event read is at or below the head read.
 */
export async function readResume(
  db: DbOrTx,
  userId: string,
  afterSeq: number,
  limit: number,
): Promise<{ head: number; events: StoredAccountEvent[] }> {
  const rows = await db
    .select({ head: accountEventHeads.seq, event: accountEvents })
    .from(accountEventHeads)
    .leftJoin(accountEvents, and(eq(accountEvents.userId, accountEventHeads.userId), gt(accountEvents.seq, afterSeq)))
    .where(eq(accountEventHeads.userId, userId))
    .orderBy(asc(accountEvents.seq))
    .limit(limit);
  return {
    head: rows[0]?.head ?? 0,
    events: rows.flatMap((row) => (row.event ? [storedEvent(row.event)] : [])),
  };
}

function storedEvent(row: typeof accountEvents.$inferSelect): StoredAccountEvent {
  return {
    seq: row.seq,
    type: row.type as AccountEventType,
    createdAt: row.createdAt,
    order: row.orderRow ? orderRowFromEvent(row.orderRow) : null,
    entry: row.entryRow ? entryFromEvent(row.entryRow) : null,
  };
}

/** Each field of the order row with its column, keyed by the column's name (the trigger's `to_jsonb` keys). */
const ORDER_COLUMNS = Object.entries(getTableColumns(orders)).map(([field, column]) => ({ field, column }));

/**
 * The trigger's `to_jsonb(NEW)` (every number as exact text) as the row Drizzle gives a select
 * of `orders`: each value through its column's own mapping, so timestamps become Dates, integer
 * columns numbers, and numerics stay their exact text.
 */
export function orderRowFromEvent(json: Readonly<Record<string, unknown>>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const { field, column } of ORDER_COLUMNS) {
    const value = json[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  // Built column by column from the table's own definition, so it has exactly the select's shape.
  return row as OrderRow;
}

/** The trigger's ledger entry object (amounts already exact text). */
function entryFromEvent(json: Readonly<Record<string, unknown>>): AccountEventEntry {
  return {
    id: String(json.id),
    // Written by the trigger from the ledger's own cause column, which holds only these.
    cause: json.cause as LedgerCause,
    amount: String(json.amount),
    balance_after: String(json.balance_after),
    order_id: json.order_id === null || json.order_id === undefined ? null : String(json.order_id),
  };
}

/**
 * The event in the contract's shape. An order event's order is shaped by `toOrder` without a
 * market: an open position carries no live P&L here (the `userOrders` list values it).
 */
export function toAccountEvent(event: StoredAccountEvent, instrumentOf: (instrumentId: string) => InstrumentRow | undefined): AccountEvent {
  let order: AccountEvent['order'] = null;
  if (event.order) {
    const instrument = instrumentOf(event.order.instrumentId);
    if (!instrument) throw new Error(`instrument ${event.order.instrumentId} of order ${event.order.id} is not listed`);
    order = toOrder(event.order, instrument, null);
  }
  return { seq: event.seq, type: event.type, at: event.createdAt.toISOString(), order, entry: event.entry };
}
