import type { z } from 'zod';
import { Decimal, type Transaction, type depositRequest } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { depositRequests } from '../db/schema/index';
import { postLedgerEntry } from '../ledger/ledger';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { formatMoney } from '../format/format-money';
import { paymentMethodName } from './payment-method';
import { depositRequestTransaction, ledgerTransaction } from './transactions';

export type DepositInput = z.output<typeof depositRequest>;

/**
 * A deposit (product rules, Deposit amount): a positive amount credits virtual funds at once (no real payment is
 * taken); an amount of 0, what the spec's client sends, opens a pending deposit that the
 * operator confirms with the amount received (`deposits confirm` in the CLI).
 */
export async function deposit(
  context: AppContext,
  { userId, input, origin }: { userId: string; input: DepositInput; origin: RequestOrigin },
): Promise<Transaction> {
  const amount = Decimal.from(input.amount);
  const method = paymentMethodName(input.type);
  const now = context.now();
  return context.db.transaction(async (tx) => {
    if (amount.isZero()) {
      const [request] = await tx
        .insert(depositRequests)
        .values({
          userId,
          method: input.type,
          wallet: input.meta.wallet,
          extra: input.meta.extra ?? null,
          firstName: input.first_name,
          lastName: input.last_name,
          createdAt: now,
        })
        .returning();
      if (!request) throw new Error('The deposit request was not stored');
      await recordActivity(tx, {
        userId,
        kind: 'deposit',
        description: `Deposit by ${method} requested; the operator confirms the amount received`,
        origin,
        at: now,
      });
      return depositRequestTransaction({
        id: request.id,
        method: request.method,
        status: 'pending',
        reason: null,
        createdAt: request.createdAt,
      });
    }
    const entry = await postLedgerEntry(tx, {
      userId,
      cause: 'deposit',
      amount,
      method: input.type,
      description: `Deposit by ${method} (virtual funds: no real payment was taken)`,
      meta: { wallet: input.meta.wallet, extra: input.meta.extra ?? null, first_name: input.first_name, last_name: input.last_name },
      at: now,
    });
    await recordActivity(tx, {
      userId,
      kind: 'deposit',
      description: `Deposit of ${formatMoney(amount)} by ${method} (virtual funds)`,
      origin,
      at: now,
    });
    return ledgerTransaction(entry);
  });
}
