import { sql } from 'drizzle-orm';
import type { Tx } from './database';

/**
 * Serialises one kind of change of one user's data until the transaction ends (a transaction
 * advisory lock on a hash of the scope and the user id), so a limit counted inside it ("at most
 * 20 lists") holds under parallel requests. It takes no row lock: it never waits on, or makes
 * wait, the account's balance lock that orders and the engine take.
 */
export async function lockUserScope(tx: Tx, scope: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${userId}`}, 0))`);
}
