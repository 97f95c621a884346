import { ERROR_CODES, frozenAccountMessage, type Decimal } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { Tx } from '../db/database';
import { Refusal } from '../refusals/refusal';
import { lockAccount } from '../ledger/ledger';

/**
 * Locks the caller's account for a trade (open, close, modify) and returns its balance, refusing
 * a frozen account (403, the spec's message). The order routes check the session in memory and
 * leave the status to this lock: read under it, a freeze committed before the trade is always
 * seen, and the request costs no separate read of the user.
 */
export async function lockAccountToTrade(context: AppContext, tx: Tx, userId: string): Promise<Decimal> {
  const account = await lockAccount(tx, userId);
  assertAccountTrades(context, account);
  return account.balance;
}

/**
 * Refuses a trade on an account that is gone (401: the session outlived its user) or frozen (403,
 * the spec's message), as found by the lock or by a trade's read.
 */
export function assertAccountTrades<T extends { status: string }>(context: AppContext, account: T | null): asserts account is T {
  if (!account) throw Refusal.unauthorized('Your session has ended. Sign in again.');
  if (account.status === 'frozen') throw frozenAccount(context);
}

/** The refusal of a trade on a frozen account. */
export function frozenAccount(context: AppContext): Refusal {
  return new Refusal('forbidden', ERROR_CODES.accountFrozen, frozenAccountMessage(context.config.company.supportEmail));
}
