/**
 * Every transaction that takes an account's balance lock (an order opened, closed, filled or
 * cancelled, a deposit, a withdrawal, a settlement) sends the user's id on this channel with
 * PostgreSQL NOTIFY. NOTIFY is transactional: the id reaches listeners when that transaction
 * commits, in commit order, and never when it rolls back; so a listener that re-reads the
 * account on each id never misses a committed change, from this process or any other.
 */
export const ACCOUNT_CHANGES_CHANNEL = 'beurs_account_changes';
