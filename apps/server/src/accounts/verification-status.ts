import { desc, eq } from 'drizzle-orm';
import type { DocumentKind, VerificationStatus } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { documents, users } from '../db/schema/index';

type DocumentStatus = (typeof documents.$inferSelect)['status'];

/**
 * The account's verification from the latest document of each kind: anything under review
 * makes it `pending_review`; a rejected one `rejected`; it is `verified` once the latest
 * passport (the identity document) and every other latest document are approved.
 */
export function verificationOf(latest: Partial<Record<DocumentKind, DocumentStatus>>): VerificationStatus {
  const statuses = Object.values(latest);
  if (statuses.length === 0) return 'unverified';
  if (statuses.includes('pending_review')) return 'pending_review';
  if (statuses.includes('rejected')) return 'rejected';
  return latest.passport === 'verified' ? 'verified' : 'unverified';
}

/** Recomputes and stores a user's verification status after an upload or a review. */
export async function refreshVerificationStatus(db: DbOrTx, userId: string): Promise<VerificationStatus> {
  const rows = await db
    .select({ kind: documents.kind, status: documents.status })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt));
  const latest: Partial<Record<DocumentKind, DocumentStatus>> = {};
  for (const row of rows) latest[row.kind] ??= row.status;
  const status = verificationOf(latest);
  await db.update(users).set({ verificationStatus: status }).where(eq(users.id, userId));
  return status;
}
