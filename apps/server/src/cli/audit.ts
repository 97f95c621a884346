import type { DbOrTx } from '../db/database';
import { auditLog } from '../db/schema/index';
import type { OperatorContext } from './operator-context';

/** Appends an operator action to the audit log (product rule 6: freezing is an audited action). */
export async function writeAudit(
  tx: DbOrTx,
  context: OperatorContext,
  entry: { action: string; targetUserId: string | null; reason?: string | null; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    actor: context.actor,
    action: entry.action,
    targetUserId: entry.targetUserId,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
    createdAt: context.now(),
  });
}
