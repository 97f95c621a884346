import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';

/**
 * Every transaction that creates or deletes a price alert sends the user's id on this channel
 * (PostgreSQL NOTIFY: delivered on commit, in commit order, never on rollback), so the alert
 * engine of the lease holder, in whichever process, reads that user's active alerts again.
 */
export const ALERT_CHANGES_CHANNEL = 'beurs_alert_changes';

/** Announces, when `tx` commits, that the user's alerts changed. */
export async function announceAlertChange(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${ALERT_CHANGES_CHANNEL}, ${userId}::text)`);
}
