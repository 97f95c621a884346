import { asc, eq } from 'drizzle-orm';
import { entityId } from '@beurs/domain';
import { documents, users } from '../db/schema/index';
import { notifyUser } from '../notifications/notify-user';
import { refreshVerificationStatus } from '../accounts/verification-status';
import { storedFilePath } from '../accounts/document-storage';
import { writeAudit } from './audit';
import { CliError } from './cli-error';
import { formatTable } from './format-table';
import type { OperatorContext } from './operator-context';

const DOCUMENT_STATUSES = ['pending_review', 'verified', 'rejected'] as const;
type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
const KIND_NAMES = { passport: 'passport', card: 'payment card' } as const;

/** `documents list [--status pending_review|verified|rejected|all]`: with the file path to look at. */
export async function listDocuments(context: OperatorContext, options: { status?: string }): Promise<string> {
  const status = options.status ?? 'pending_review';
  if (status !== 'all' && !(DOCUMENT_STATUSES as readonly string[]).includes(status)) {
    throw new CliError(`--status must be one of ${DOCUMENT_STATUSES.join(', ')}, all`, 2);
  }
  const query = context.db
    .select({ document: documents, email: users.email })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId));
  const rows = await (status === 'all' ? query : query.where(eq(documents.status, status as DocumentStatus))).orderBy(
    asc(documents.createdAt),
  );
  return formatTable(
    ['ID', 'EMAIL', 'KIND', 'TYPE', 'STATUS', 'UPLOADED', 'FILE'],
    rows.map(({ document, email }) => [
      document.id,
      email,
      document.kind,
      document.contentType,
      document.status,
      document.createdAt.toISOString(),
      storedFilePath(context.config, document.storageName),
    ]),
  );
}

async function review(
  context: OperatorContext,
  input: { id: string; reason: string | null },
  status: 'verified' | 'rejected',
): Promise<string> {
  if (!entityId.safeParse(input.id).success) throw new CliError(`"${input.id}" is not a document id. List them with: documents list`, 2);
  const now = context.now();
  const verification = await context.db.transaction(async (tx) => {
    const [document] = await tx.select().from(documents).where(eq(documents.id, input.id)).for('update');
    if (!document) throw new CliError(`No document has the id ${input.id}. List them with: documents list`);
    if (document.status !== 'pending_review')
      throw new CliError(`Document ${input.id} is already ${document.status}; nothing was changed.`);
    await tx.update(documents).set({ status, reviewedAt: now, reviewReason: input.reason }).where(eq(documents.id, input.id));
    const account = await refreshVerificationStatus(tx, document.userId);
    const kind = KIND_NAMES[document.kind];
    await notifyUser(tx, {
      userId: document.userId,
      title: status === 'verified' ? `Your ${kind} was approved` : `Your ${kind} was not accepted`,
      body:
        status === 'verified'
          ? `Your ${kind} has been checked and approved.`
          : `Your ${kind} could not be accepted: ${input.reason ?? 'no reason given'}. Please upload it again in Account > Verification.`,
      kind: status === 'verified' ? 'success' : 'warning',
      at: now,
    });
    await writeAudit(tx, context, {
      action: status === 'verified' ? 'document.approve' : 'document.reject',
      targetUserId: document.userId,
      reason: input.reason,
      details: { document_id: input.id, kind: document.kind },
    });
    return account;
  });
  return `${status === 'verified' ? 'Approved' : 'Rejected'} document ${input.id}; the account's verification is now ${verification}.`;
}

/** `documents approve <id>`. */
export function approveDocument(context: OperatorContext, input: { id: string }): Promise<string> {
  return review(context, { id: input.id, reason: null }, 'verified');
}

/** `documents reject <id> --reason "…"`: the user is told why and asked to upload again. */
export function rejectDocument(context: OperatorContext, input: { id: string; reason: string }): Promise<string> {
  return review(context, input, 'rejected');
}
