import { desc, eq } from 'drizzle-orm';
import { DEMO_TOP_UP_INTERVAL_MS, type DocumentKind, type User } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { documents, users } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { computeAccountFigures } from '../orders/account-figures';
import { isPaymentMethodId } from './payment-method';

type DocumentStatus = User['verification']['documents'][DocumentKind];

/** When the demo top-up can next be claimed, or null when it can be now. */
export function creditAvailableAt(lastCreditAt: Date | null, now: Date): Date | null {
  if (!lastCreditAt) return null;
  const next = new Date(lastCreditAt.getTime() + DEMO_TOP_UP_INTERVAL_MS);
  return next > now ? next : null;
}

/** The signed-in user as `/users/` returns it: profile, account figures, verification, security. */
export async function loadUserView(context: AppContext, db: DbOrTx, userId: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw AppError.notFound('This account no longer exists.');
  const figures = await computeAccountFigures(db, userId);
  const uploads = await db
    .select({ kind: documents.kind, status: documents.status })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt));
  const latest: Partial<Record<DocumentKind, DocumentStatus>> = {};
  // Newest first: the first upload of each kind is the one under review.
  for (const upload of uploads) latest[upload.kind] ??= upload.status;
  const now = context.now();
  return {
    ...figures,
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    country_id: row.countryId,
    status: row.status,
    is_demo: true,
    verification: { status: row.verificationStatus, documents: latest },
    has_pin: row.pinHash !== null,
    pin_locked_until: row.pinLockedUntil && row.pinLockedUntil > now ? row.pinLockedUntil.toISOString() : null,
    wallet: row.walletAddress && isPaymentMethodId(row.walletType) ? { address: row.walletAddress, type: row.walletType } : null,
    credit_available_at: creditAvailableAt(row.lastCreditAt, now)?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
