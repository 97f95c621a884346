import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { Decimal } from '@beurs/domain';
import type { Db, DbOrTx } from '../db/database';
import { ledgerEntries } from '../db/schema/index';
import type { LedgerEntryRow } from '../ledger/ledger';

/** An account's ledger over a period: the balance it started with and the entries in it, in sequence. */
export interface LedgerWindow {
  opening: Decimal;
  entries: LedgerEntryRow[];
  closing: Decimal;
}

/**
 * Reads the entries stamped in [start, end) and the balance before them. An entry's time never
 * goes back along the sequence (`postLedgerEntry`), so "before `start`" is a prefix of the
 * sequence and the opening balance is the `balance_after` of its last entry (0 for none).
 * Both reads run in one repeatable-read transaction so an entry posted meanwhile cannot fall
 * between them.
 */
export async function readLedgerWindow(db: Db, userId: string, start: Date | null, end: Date): Promise<LedgerWindow> {
  const read = async (tx: DbOrTx): Promise<LedgerWindow> => {
    const [before] = start
      ? await tx
          .select({ balanceAfter: ledgerEntries.balanceAfter })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.userId, userId), lt(ledgerEntries.createdAt, start)))
          .orderBy(desc(ledgerEntries.sequence))
          .limit(1)
      : [];
    const entries = await tx
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.userId, userId), start ? gte(ledgerEntries.createdAt, start) : undefined, lt(ledgerEntries.createdAt, end)),
      )
      .orderBy(asc(ledgerEntries.sequence));
    const opening = before ? Decimal.from(before.balanceAfter) : Decimal.ZERO;
    const last = entries.at(-1);
    return { opening, entries, closing: last ? Decimal.from(last.balanceAfter) : opening };
  };
  return db.transaction(read, { isolationLevel: 'repeatable read' });
}
