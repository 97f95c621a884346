import { eq, sql } from 'drizzle-orm';
import { Decimal, formatMoneyAmount, type LedgerCause } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { ledgerEntries, users } from '../db/schema/index';

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
  at: Date;
}

/**
 * Locks the user's row for the rest of the transaction and returns its balance. Every change of
 * a balance goes through this lock, so two transactions can never both spend the same money.
 */
export async function lockBalance(tx: DbOrTx, userId: string): Promise<Decimal> {
  const [row] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new Error(`No user ${userId} to post to`);
  return Decimal.from(row.balance);
}

/**
 * Appends one ledger entry and moves the balance by the same amount, in the caller's
 * transaction (PRODUCT rule 4: a balance always equals the sum of its entries).
 */
export async function postLedgerEntry(tx: DbOrTx, posting: LedgerPosting): Promise<LedgerEntryRow> {
  if (posting.amount.decimalPlaces() > 2) {
    throw new Error(`Ledger amounts are whole cents; got ${posting.amount.toString()}`);
  }
  const balance = await lockBalance(tx, posting.userId);
  const balanceAfter = balance.add(posting.amount);
  await tx
    .update(users)
    .set({ balance: formatMoneyAmount(balanceAfter) })
    .where(eq(users.id, posting.userId));
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      userId: posting.userId,
      cause: posting.cause,
      amount: formatMoneyAmount(posting.amount),
      balanceAfter: formatMoneyAmount(balanceAfter),
      orderId: posting.orderId ?? null,
      method: posting.method ?? null,
      description: posting.description,
      meta: posting.meta ?? null,
      createdAt: posting.at,
    })
    .returning();
  if (!entry) throw new Error('The ledger entry was not written');
  return entry;
}

/** Users whose balance differs from the sum of their entries, or is negative: must be none. */
export async function findLedgerViolations(
  db: DbOrTx,
): Promise<Array<{ userId: string; balance: string; ledgerSum: string }>> {
  const rows = await db.execute<{ user_id: string; balance: string; ledger_sum: string }>(sql`
    select u.id as user_id, u.balance::text as balance, coalesce(sum(l.amount), 0)::text as ledger_sum
    from users u left join ledger_entries l on l.user_id = u.id
    group by u.id, u.balance
    having u.balance <> coalesce(sum(l.amount), 0) or u.balance < 0`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: Array<{ user_id: string; balance: string; ledger_sum: string }> }).rows;
  return list.map((row) => ({ userId: row.user_id, balance: row.balance, ledgerSum: row.ledger_sum }));
}
