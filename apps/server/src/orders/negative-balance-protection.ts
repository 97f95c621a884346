import { negativeBalanceCredit, type Decimal } from '@beurs/domain';
import type { Tx } from '../db/database';
import { lockBalance, postLedgerEntry } from '../ledger/ledger';
import { formatMoney } from '../format/format-money';

/**
 * ESMA negative balance protection: a retail account never owes more than it holds. After a
 * loss, a negative balance is brought back to zero with a `negative_balance_protection` ledger
 * entry in the same transaction. Pass the balance when the caller's lock already knows it.
 * Returns the credit (zero when none was needed).
 */
export async function protectNegativeBalance(tx: Tx, account: { userId: string; at: Date; balance?: Decimal | null }): Promise<Decimal> {
  const { userId, at } = account;
  const balance = account.balance ?? (await lockBalance(tx, userId));
  const credit = negativeBalanceCredit(balance);
  if (credit.isPositive()) {
    await postLedgerEntry(tx, {
      userId,
      cause: 'negative_balance_protection',
      amount: credit,
      description: `Negative balance protection: the loss of ${formatMoney(credit)} beyond your balance is written off`,
      at,
    });
  }
  return credit;
}
