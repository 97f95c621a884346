import type { AppContext } from '../app-context';
import type { DbOrTx, Tx } from '../db/database';
import { lockAccountToTrade } from './trading-lock';

/**
 * How a trade runs: read, decide, then one guarded write that goes ahead only if the account's
 * version is still the one read (order-writes.ts). Two round trips, no transaction held open
 * while the broker decides. When the account changed in between, the trade is read and decided
 * again; after a few such turns, or for a trade that writes more than one statement (a partial
 * close, a cancel, a close that needs negative balance protection) or an account that has no
 * version yet, it runs the classic way: in a transaction that takes the account's lock first and
 * reads after it, so its version cannot move before its write.
 */

/** What an attempt answers when the account changed under it: read and decide again. */
export const CHANGED = Symbol('the account changed since it was read');

/** Thrown by an attempt that cannot finish as one guarded write: the trade runs under the lock. */
export class NeedsAccountLock extends Error {
  constructor(why: string) {
    super(`This trade runs under the account's lock: ${why}`);
  }
}

/**
 * A trade's read-decide-write on `db`; `locked` is the transaction holding the account's lock
 * when the trade runs under it (then `db` is that transaction), null otherwise.
 */
export type TradeAttempt<T> = (db: DbOrTx, locked: Tx | null) => Promise<T | typeof CHANGED>;

/** Optimistic turns before the trade takes the lock; a trader's account rarely changes twice in a request. */
const OPTIMISTIC_TURNS = 3;

export async function runVersionedTrade<T>(context: AppContext, userId: string, attempt: TradeAttempt<T>): Promise<T> {
  for (let turn = 0; turn < OPTIMISTIC_TURNS; turn += 1) {
    try {
      const outcome = await attempt(context.db, null);
      if (outcome !== CHANGED) return outcome;
    } catch (error) {
      if (error instanceof NeedsAccountLock) break;
      throw error;
    }
  }
  return context.db.transaction(async (tx) => {
    await lockAccountToTrade(context, tx, userId);
    const outcome = await attempt(tx, tx);
    // Under the lock nothing else writes the account, so its version cannot have moved.
    if (outcome === CHANGED) throw new Error(`Account ${userId} changed while its lock was held`);
    return outcome;
  });
}
