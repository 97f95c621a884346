import { desc, eq, sql } from 'drizzle-orm';
import { Decimal, formatMoneyAmount, type LedgerCause } from '@beurs/domain';
import type { DbOrTx, Tx } from '../db/database';
import { ledgerEntries, users } from '../db/schema/index';
import { hotStatement, runHotStatement } from '../db/hot-statement';
import { ACCOUNT_CHANGES_CHANNEL } from './account-changes';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export interface LedgerPosting {
  userId: string;
  cause: LedgerCause;
  /** Signed amount in the account currency: credits positive, debits negative. At most 2 decimals. */
  amount: Decimal;
  description: string;
  orderId?: string | null;
  method?: string | null;
  meta?: Record<string, unknown> | null;
  /** When the cause happened; an entry is never stamped earlier than the one before it. */
  at: Date;
}

/** The accounts each transaction has locked: a posting later in the same transaction need not lock again. */
const lockedIn = new WeakMap<Tx, Set<string>>();

/** An account as its lock found it. */
export interface LockedAccount {
  balance: Decimal;
  status: (typeof users.$inferSelect)['status'];
}

/**
 * Locks the user's row for the rest of the transaction and returns its balance and status (null
 * when there is no such user). Every change of a balance or of an order goes through this lock,
 * so two transactions can never both spend the same money; in the same statement it announces the
 * change on `ACCOUNT_CHANGES_CHANNEL` (delivered only if the transaction commits), which keeps the
 * order engine's index in step.
 */
export async function lockAccount(tx: Tx, userId: string): Promise<LockedAccount | null> {
  const [row] = await runHotStatement<{ balance: string; status: LockedAccount['status'] }>(tx, LOCK_ACCOUNT, [
    userId,
    ACCOUNT_CHANGES_CHANNEL,
  ]);
  if (!row) return null;
  let held = lockedIn.get(tx);
  if (!held) lockedIn.set(tx, (held = new Set()));
  held.add(userId);
  return { balance: Decimal.from(row.balance), status: row.status };
}

/** Every trade, posting and settlement takes this lock first: written once, sent by name. */
const LOCK_ACCOUNT = hotStatement(
  'beurs_lock_account',
  'select balance::text as balance, status, pg_notify($2, id::text) from users where id = $1 for update',
);

/** {@link lockAccount} for an account that must exist: its balance. */
export async function lockBalance(tx: Tx, userId: string): Promise<Decimal> {
  const account = await lockAccount(tx, userId);
  if (!account) throw new Error(`No user ${userId} to post to`);
  return account.balance;
}

/**
 * The account's balance and last entry (its place in the ledger and its time; none for a new
 * account), in one statement. Read only while the transaction holds the account's lock: the
 * statement's snapshot is then taken after every posting that committed before the lock.
 */
async function ledgerTail(tx: Tx, userId: string): Promise<LedgerTail> {
  const last = tx
    .select({ sequence: ledgerEntries.sequence, createdAt: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(desc(ledgerEntries.sequence))
    .limit(1)
    .as('last_entry');
  const [row] = await tx
    .select({ balance: users.balance, sequence: last.sequence, createdAt: last.createdAt })
    .from(users)
    .leftJoinLateral(last, sql`true`)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId} to post to`);
  const previous = row.sequence === null || row.createdAt === null ? null : { sequence: row.sequence, createdAt: row.createdAt };
  return { balance: Decimal.from(row.balance), previous };
}

/**
 * Appends one ledger entry and moves the balance by the same amount, in the caller's
 * transaction (product rule 4: a balance always equals the sum of its entries).
 *
 * The entry's sequence (1, 2, 3… per account) is taken while the account's row is locked, so
 * it is the order in which the balance moved and each `balance_after` is the previous one plus
 * this amount. Callers stamp `at` before they wait for the lock, so under parallel requests a
 * later entry could carry an earlier time; such an entry takes its predecessor's time instead,
 * and the history reads in one order by sequence and by time alike.
 */
export async function postLedgerEntry(tx: Tx, posting: LedgerPosting): Promise<LedgerEntryRow> {
  if (!lockedIn.get(tx)?.has(posting.userId)) await lockBalance(tx, posting.userId);
  const planned = planPosting(posting, await ledgerTail(tx, posting.userId));
  // The balance moves in the same statement that writes the entry: one round trip, one outcome.
  const moved = tx
    .$with('moved_balance')
    .as(tx.update(users).set({ balance: planned.balanceAfter }).where(eq(users.id, posting.userId)).returning({ id: users.id }));
  const [entry] = await tx
    .with(moved)
    .insert(ledgerEntries)
    .values({
      userId: posting.userId,
      sequence: planned.sequence,
      cause: posting.cause,
      amount: planned.amount,
      balanceAfter: planned.balanceAfter,
      orderId: posting.orderId ?? null,
      method: posting.method ?? null,
      description: posting.description,
      meta: posting.meta ?? null,
      createdAt: planned.createdAt,
    })
    .returning();
  if (!entry) throw new Error('The ledger entry was not written');
  return entry;
}

/** Where an account's ledger ends, as read under its lock: the balance and the last entry (none for a new account). */
export interface LedgerTail {
  balance: Decimal;
  previous: { sequence: number; createdAt: Date } | null;
}

/** The figures of one entry, decided from the ledger's tail: what `postLedgerEntry` writes. */
export interface PlannedPosting {
  sequence: number;
  /** Money as the column stores it (2 decimals). */
  amount: string;
  balanceAfter: string;
  createdAt: Date;
}

/**
 * The next entry of an account whose tail is `tail`: the next sequence, the balance after it, and
 * its time, never earlier than the entry before it. The tail is read under the account's lock, or
 * read before it by a trade whose write checks, under the lock, that the account has not moved
 * since (orders/order-writes.ts). Every writer of the ledger plans its entry here, so the rules of
 * sequence, balance and time are the same on every path.
 */
export function planPosting(posting: Pick<LedgerPosting, 'amount' | 'at'>, tail: LedgerTail): PlannedPosting {
  if (posting.amount.decimalPlaces() > 2) {
    throw new Error(`Ledger amounts are whole cents; got ${posting.amount.toString()}`);
  }
  const { previous } = tail;
  return {
    sequence: (previous?.sequence ?? 0) + 1,
    amount: formatMoneyAmount(posting.amount),
    balanceAfter: formatMoneyAmount(tail.balance.add(posting.amount)),
    createdAt: previous && previous.createdAt > posting.at ? previous.createdAt : posting.at,
  };
}

/** Users whose balance differs from the sum of their entries, or is negative: must be none. */
export async function findLedgerViolations(db: DbOrTx): Promise<Array<{ userId: string; balance: string; ledgerSum: string }>> {
  const rows = await db.execute<{ user_id: string; balance: string; ledger_sum: string }>(sql`
    select u.id as user_id, u.balance::text as balance, coalesce(sum(l.amount), 0)::text as ledger_sum
    from users u left join ledger_entries l on l.user_id = u.id
    group by u.id, u.balance
    having u.balance <> coalesce(sum(l.amount), 0) or u.balance < 0`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: Array<{ user_id: string; balance: string; ledger_sum: string }> }).rows;
  return list.map((row) => ({ userId: row.user_id, balance: row.balance, ledgerSum: row.ledger_sum }));
}

/**
 * Entries out of order: each account's sequence must run 1, 2, 3… without gaps, and each
 * entry's `balance_after` must be the sum of the account's entries up to it in that order
 * (every account starts at zero). Must be none.
 */
export async function findLedgerOrderViolations(
  db: DbOrTx,
): Promise<Array<{ userId: string; sequence: number; balanceAfter: string; runningSum: string }>> {
  type Row = { user_id: string; sequence: number; balance_after: string; running_sum: string };
  const rows = await db.execute<Row>(sql`
    select user_id, sequence, balance_after::text as balance_after, running_sum::text as running_sum from (
      select user_id, sequence, balance_after,
        row_number() over account_order as expected_sequence,
        sum(amount) over account_order as running_sum
      from ledger_entries
      window account_order as (partition by user_id order by sequence rows between unbounded preceding and current row)
    ) ordered
    where sequence <> expected_sequence or balance_after <> running_sum`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: Row[] }).rows;
  return list.map((row) => ({
    userId: row.user_id,
    sequence: Number(row.sequence),
    balanceAfter: row.balance_after,
    runningSum: row.running_sum,
  }));
}
