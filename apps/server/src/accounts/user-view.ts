import { DEMO_TOP_UP_INTERVAL_MS, Decimal, type User } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';
import { Refusal } from '../refusals/refusal';
import { toAccountFigures } from '../orders/account-figures';
import { valueAccountFromMemory } from '../orders/memory-valuation';
import { isPaymentMethodId } from './payment-method';
import { readUserViewRow, type UserViewRow } from './user-view-row';

/** When the demo top-up can next be claimed, or null when it can be now. */
export function creditAvailableAt(lastCreditAt: Date | null, now: Date): Date | null {
  if (!lastCreditAt) return null;
  const next = new Date(lastCreditAt.getTime() + DEMO_TOP_UP_INTERVAL_MS);
  return next > now ? next : null;
}

/**
 * The signed-in user as `/users/` returns it: profile, account figures, verification, security.
 * One query on `db` (pass the transaction whose writes it must show); the open positions are
 * valued at the quotes this process holds, which is what the account screens show anyway.
 */
export async function loadUserView(context: AppContext, db: DbOrTx, userId: string): Promise<User> {
  return userViewFromRow(context, db, await readUserViewRow(db, userId));
}

/**
 * The view of a row `readUserViewRow` read, which other calls may share: nothing of it is changed,
 * and what depends on the moment (the valuation at the quotes held now, the PIN lock and the top-up
 * against the clock) is worked out here, per answer. `db` reads an instrument the memory lacks.
 */
export async function userViewFromRow(context: AppContext, db: DbOrTx, found: UserViewRow | null): Promise<User> {
  if (!found) throw Refusal.notFound('This account no longer exists.');
  const { user: row, documents, openOrders } = found;
  const valuation = await valueAccountFromMemory({ market: context.market, db, balance: Decimal.from(row.balance), open: openOrders });
  const now = context.now();
  return {
    ...toAccountFigures(valuation),
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    country_id: row.countryId,
    status: row.status,
    is_demo: true,
    verification: { status: row.verificationStatus, documents: { ...documents } },
    has_pin: row.pinHash !== null,
    pin_locked_until: row.pinLockedUntil && row.pinLockedUntil > now ? row.pinLockedUntil.toISOString() : null,
    wallet: row.walletAddress && isPaymentMethodId(row.walletType) ? { address: row.walletAddress, type: row.walletType } : null,
    credit_available_at: creditAvailableAt(row.lastCreditAt, now)?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
