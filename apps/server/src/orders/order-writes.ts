import { getTableColumns } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RequestOrigin } from '../activity/activity-log';
import type { Tx } from '../db/database';
import { hotStatement, runHotStatement } from '../db/hot-statement';
import { jsonRow, rowFromJson } from '../db/json-row';
import { orders } from '../db/schema/index';
import type { PlannedPosting } from '../ledger/ledger';
import type { OrderRow } from './position-valuation';

/**
 * The writes of an open and of a close by the trader, each one statement: the order row, its
 * activity entry and, for a close, the ledger posting and the balance, so a trade's writes cost
 * one round trip. Decisions are made before, in TypeScript, from what was read under the lock.
 */

const orderJson = new PgDialect().sqlToQuery(jsonRow(orders)).sql;
const columns = getTableColumns(orders);

/** The fields an open writes, in the order of the statement's parameters. */
const OPEN_FIELDS = [
  'userId',
  'instrumentId',
  'side',
  'type',
  'status',
  'volume',
  'leverage',
  'price',
  'limitPrice',
  'expiry',
  'expiresAt',
  'openPrice',
  'openBid',
  'openAsk',
  'openQuoteTime',
  'openQuoteSource',
  'stopLoss',
  'takeProfit',
  'trailingDistance',
  'margin',
  'createdAt',
  'openedAt',
  'clientOrderId',
  'clientRequestHash',
] as const satisfies ReadonlyArray<keyof OrderRow>;

export type OpeningValues = { [K in (typeof OPEN_FIELDS)[number]]: OrderRow[K] };

const activityParams = (first: number) => `$${first}, $${first + 1}, $${first + 2}, $${first + 3}`;

/**
 * Inserts the order and its activity entry. An order under a `client_order_id` the account has
 * used is not written (the unique index decides, without a savepoint), and neither is its entry.
 */
const INSERT_OPENED = hotStatement(
  'beurs_insert_opened_order',
  `with placed as (
    insert into orders (${OPEN_FIELDS.map((field) => `"${columns[field].name}"`).join(', ')})
    values (${OPEN_FIELDS.map((_, index) => `$${index + 1}`).join(', ')})
    on conflict (user_id, client_order_id) where client_order_id is not null do nothing
    returning *
  ), noted as (
    insert into activities (user_id, kind, description, ip, user_agent, created_at)
    select user_id, 'order_opened', ${activityParams(OPEN_FIELDS.length + 1)} from placed
  )
  select ${orderJson} as row from placed as orders`,
);

/** An activity entry written with a trade: its text and where the request came from. */
export interface TradeActivity {
  description: string;
  origin: RequestOrigin | null;
  at: Date;
}

function activityValues(activity: TradeActivity): unknown[] {
  return [activity.description, activity.origin?.ip ?? null, activity.origin?.userAgent ?? null, activity.at.toISOString()];
}

/** A value as a statement parameter: times as ISO text, which both drivers send the same way. */
function parameter(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** Writes an opened (or placed) order and its activity; `taken` when its `client_order_id` is held by another order. */
export async function insertOpenedOrder(
  tx: Tx,
  values: OpeningValues,
  activity: TradeActivity,
): Promise<{ kind: 'inserted'; row: OrderRow } | { kind: 'taken' }> {
  const params = [...OPEN_FIELDS.map((field) => parameter(values[field])), ...activityValues(activity)];
  const [written] = await runHotStatement<{ row: Record<string, unknown> }>(tx, INSERT_OPENED, params);
  return written ? { kind: 'inserted', row: rowFromJson(orders, written.row) } : { kind: 'taken' };
}

/**
 * Closes a whole position: the balance and the ledger entry of the realised P&L (when it is not
 * zero: `$1` false skips both), the order's closing fields, and the activity entry. The order is
 * closed only while open, so a close that finds it otherwise writes nothing and answers no row.
 */
const WRITE_CLOSE = hotStatement(
  'beurs_write_close',
  `with moved as (
    update users set balance = $5 where id = $2 and $1 returning id
  ), entry as (
    insert into ledger_entries (user_id, sequence, cause, amount, balance_after, order_id, description, meta, created_at)
    select $2, $3, 'realised_pnl', $4, $5, $6, $7, $8::jsonb, $9 from moved
    returning id
  ), closed as (
    update orders set status = 'closed', close_price = $10, close_bid = $11, close_ask = $12, close_quote_time = $13,
      close_quote_source = $14, realised_pnl = $15, close_reason = $16, closed_at = $17
    -- Reading the entry makes it written first, so the account's events keep the engine's order:
    -- the balance moves, then the order closes (data-modifying CTEs otherwise run in any order).
    where id = $6 and user_id = $2 and status = 'open' and (select count(*) from entry) >= 0
    returning *
  ), noted as (
    insert into activities (user_id, kind, description, ip, user_agent, created_at)
    select user_id, 'order_closed', ${activityParams(18)} from closed
  )
  select ${orderJson} as row from closed as orders`,
);

/** The figures of a whole position's close, decided under the locks. */
export interface ClosingWrite {
  order: OrderRow;
  /** The P&L entry, or null when the P&L is zero (nothing is posted). */
  posting: (PlannedPosting & { description: string; meta: Record<string, unknown> }) | null;
  close: {
    price: string;
    bid: string;
    ask: string;
    quoteTime: Date;
    quoteSource: string;
    realisedPnl: string;
    reason: NonNullable<OrderRow['closeReason']>;
    at: Date;
  };
}

/** Writes a whole position's close and its activity; the closed row, or undefined when the order was not open. */
export async function writeClose(tx: Tx, write: ClosingWrite, activity: TradeActivity): Promise<OrderRow | undefined> {
  const { order, posting, close } = write;
  const params = [
    posting !== null,
    order.userId,
    posting?.sequence ?? 0,
    posting?.amount ?? '0',
    posting?.balanceAfter ?? '0',
    order.id,
    posting?.description ?? '',
    JSON.stringify(posting?.meta ?? null),
    (posting?.createdAt ?? close.at).toISOString(),
    close.price,
    close.bid,
    close.ask,
    close.quoteTime.toISOString(),
    close.quoteSource,
    close.realisedPnl,
    close.reason,
    close.at.toISOString(),
    ...activityValues(activity),
  ];
  const [written] = await runHotStatement<{ row: Record<string, unknown> }>(tx, WRITE_CLOSE, params);
  return written ? rowFromJson(orders, written.row) : undefined;
}
