import { getTableColumns } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { RequestOrigin } from '../activity/activity-log';
import type { DbOrTx } from '../db/database';
import { ACCOUNT_CHANGES_CHANNEL } from '../ledger/account-changes';
import { hotStatement, runHotStatement } from '../db/hot-statement';
import { jsonRow, rowFromJson } from '../db/json-row';
import { orders } from '../db/schema/index';
import type { PlannedPosting } from '../ledger/ledger';
import type { OrderRow } from './position-valuation';

/**
 * The writes of an open and of a close by the trader, each one statement: the account's lock,
 * the order row, its activity entry and, for a close, the ledger posting and the balance, so a
 * trade's writes cost one round trip. Decisions are made before, in TypeScript, from what was
 * read (trade-reads.ts); each write goes ahead only if the account is still as read.
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

/**
 * The start of every trade's write: the account's row locked (announced on the engine's channel,
 * as every lock of it is: ledger.ts), the head of its event stream locked after it, and whether
 * the write may go ahead: the account is active and its head is the version the decision was read
 * at ($2; '0' for an account without events). Locked rows are read at their newest committed
 * version whatever the statement's snapshot, so a change committed since the read, or while this
 * statement waited for the lock, is always seen, and the write does nothing.
 */
const GUARD = `with account as (
    select id, status, pg_notify($3, id::text) as announced from users where id = $1 for update
  ), head as (
    select seq from account_event_heads where user_id = (select id from account) for update
  ), allowed as (
    select 1 from account where status = 'active' and coalesce((select seq::text from head), '0') = $2
  )`;

/** What the guard's parameters are: the account, the version read, the engine's channel. */
function guardValues(guard: WriteGuard): unknown[] {
  return [guard.userId, guard.version ?? '0', ACCOUNT_CHANGES_CHANNEL];
}

/** The account a write is for and the version of it the decision was read at. */
export interface WriteGuard {
  userId: string;
  /** The event head read; null for an account without events, only under the account's lock. */
  version: string | null;
}

/** What a guarded write did: written, or nothing because the account changed, is frozen or is gone. */
export type GuardedWrite<T> =
  { kind: 'written'; value: T } | { kind: 'changed' } | { kind: 'frozen' } | { kind: 'gone' } | { kind: 'taken' };

interface GuardedRow {
  status: 'active' | 'frozen';
  allowed: boolean;
  row: Record<string, unknown> | null;
}

function outcomeOf(written: GuardedRow | undefined, unwritten: 'taken' | 'changed'): GuardedWrite<OrderRow> {
  if (!written) return { kind: 'gone' };
  if (written.row) return { kind: 'written', value: rowFromJson(orders, written.row) };
  if (written.status === 'frozen') return { kind: 'frozen' };
  return written.allowed ? { kind: unwritten } : { kind: 'changed' };
}

const activityParams = (first: number) => `$${first}, $${first + 1}, $${first + 2}, $${first + 3}`;
const FIRST = 4; // after the guard's three

/**
 * Inserts the order and its activity entry. An order under a `client_order_id` the account has
 * used is not written (the unique index decides, without a savepoint), and neither is its entry.
 */
const INSERT_OPENED = hotStatement(
  'beurs_insert_opened_order',
  `${GUARD}, placed as (
    insert into orders (${OPEN_FIELDS.map((field) => `"${columns[field].name}"`).join(', ')})
    select ${OPEN_FIELDS.map((_, index) => `$${index + FIRST}`).join(', ')} where exists (select 1 from allowed)
    on conflict (user_id, client_order_id) where client_order_id is not null do nothing
    returning *
  ), noted as (
    insert into activities (user_id, kind, description, ip, user_agent, created_at)
    select user_id, 'order_opened', ${activityParams(OPEN_FIELDS.length + FIRST)} from placed
  )
  select account.status, exists (select 1 from allowed) as allowed, (select ${orderJson} from placed as orders) as row from account`,
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

/**
 * Writes an opened (or placed) order and its activity if the account is as read; `taken` when
 * its `client_order_id` is held by another order.
 */
export async function insertOpenedOrder(
  db: DbOrTx,
  guard: WriteGuard,
  values: OpeningValues,
  activity: TradeActivity,
): Promise<GuardedWrite<OrderRow>> {
  const params = [...guardValues(guard), ...OPEN_FIELDS.map((field) => parameter(values[field])), ...activityValues(activity)];
  const [written] = await runHotStatement<GuardedRow>(db, INSERT_OPENED, params);
  return outcomeOf(written, 'taken');
}

/**
 * Closes a whole position if the account is as read: the balance and the ledger entry of the
 * realised P&L (when it is not zero: `$4` false skips both), the order's closing fields, and the
 * activity entry. The order is closed only while open.
 */
const WRITE_CLOSE = hotStatement(
  'beurs_write_close',
  `${GUARD}, moved as (
    update users set balance = $8 where id = $1 and $4 and exists (select 1 from allowed) returning id
  ), entry as (
    insert into ledger_entries (user_id, sequence, cause, amount, balance_after, order_id, description, meta, created_at)
    select $1, $6, 'realised_pnl', $7, $8, $5, $9, $10::jsonb, $11 from moved
    returning id
  ), closed as (
    update orders set status = 'closed', close_price = $12, close_bid = $13, close_ask = $14, close_quote_time = $15,
      close_quote_source = $16, realised_pnl = $17, close_reason = $18, closed_at = $19
    -- Reading the entry makes it written first, so the account's events keep the engine's order:
    -- the balance moves, then the order closes (data-modifying CTEs otherwise run in any order).
    where id = $5 and user_id = $1 and status = 'open' and exists (select 1 from allowed) and (select count(*) from entry) >= 0
    returning *
  ), noted as (
    insert into activities (user_id, kind, description, ip, user_agent, created_at)
    select user_id, 'order_closed', ${activityParams(20)} from closed
  )
  select account.status, exists (select 1 from allowed) as allowed, (select ${orderJson} from closed as orders) as row from account`,
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

/** Writes a whole position's close and its activity if the account is as read. */
export async function writeClose(
  db: DbOrTx,
  guard: WriteGuard,
  write: ClosingWrite,
  activity: TradeActivity,
): Promise<GuardedWrite<OrderRow>> {
  const { order, posting, close } = write;
  const params = [
    ...guardValues(guard),
    posting !== null,
    order.id,
    posting?.sequence ?? 0,
    posting?.amount ?? '0',
    posting?.balanceAfter ?? '0',
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
  const [written] = await runHotStatement<GuardedRow>(db, WRITE_CLOSE, params);
  // The order is open whenever the version is the one read: a close that finds it otherwise changed it.
  return outcomeOf(written, 'changed');
}
