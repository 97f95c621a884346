import type { z } from 'zod';
import { Decimal, ERROR_CODES, MONEY_TRANSFER_LIMITS, type Transaction, type withdrawalRequest } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { Refusal } from '../refusals/refusal';
import { lockBalance, postLedgerEntry, type LedgerEntryRow } from '../ledger/ledger';
import { computeAccountFigures } from '../orders/account-figures';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { formatMoney } from '../format/format-money';
import { paymentMethodName } from './payment-method';
import { checkPin, pinRefusal, type PinCheck } from './pin-check';
import { ledgerTransaction } from './transactions';

export type WithdrawalInput = z.output<typeof withdrawalRequest>;

type Outcome =
  | { kind: 'done'; entry: LedgerEntryRow }
  | { kind: 'pin'; check: Exclude<PinCheck, { kind: 'ok' }> }
  | { kind: 'insufficient'; freeMargin: Decimal };

function insufficientFunds(freeMargin: Decimal): Refusal {
  if (freeMargin.lt(MONEY_TRANSFER_LIMITS.min)) {
    return Refusal.unprocessable(
      ERROR_CODES.insufficientFunds,
      `Your free margin is ${formatMoney(Decimal.max(freeMargin, Decimal.ZERO))}, below the smallest withdrawal of ${formatMoney(MONEY_TRANSFER_LIMITS.min)}. Close positions or deposit first.`,
    );
  }
  return Refusal.unprocessable(
    ERROR_CODES.insufficientFunds,
    `You can withdraw at most ${formatMoney(freeMargin)} now: a withdrawal never exceeds your free margin (equity minus the margin held by open positions).`,
  );
}

/**
 * Withdraws virtual funds to the submitted wallet. In one transaction: the balance is locked
 * first, then the PIN is checked (a wrong one is counted and committed), then the free margin
 * is computed and the debit posted, so parallel withdrawals can never spend the same money.
 */
export async function withdraw(
  context: AppContext,
  { userId, input, origin }: { userId: string; input: WithdrawalInput; origin: RequestOrigin },
): Promise<Transaction> {
  const amount = Decimal.from(input.amount);
  const method = paymentMethodName(input.type);
  const outcome = await context.db.transaction(async (tx): Promise<Outcome> => {
    const now = context.now();
    await lockBalance(tx, userId);
    const check = await checkPin(tx, { userId, code: input.pin, now });
    if (check.kind !== 'ok') return { kind: 'pin', check };
    const figures = await computeAccountFigures(tx, userId);
    const freeMargin = Decimal.from(figures.free_margin);
    if (amount.gt(freeMargin)) return { kind: 'insufficient', freeMargin };
    const entry = await postLedgerEntry(tx, {
      userId,
      cause: 'withdrawal',
      amount: amount.neg(),
      method: input.type,
      description: `Withdrawal by ${method} to ${input.meta.wallet} (virtual funds: nothing is paid out)`,
      meta: { wallet: input.meta.wallet },
      at: now,
    });
    await recordActivity(tx, {
      userId,
      kind: 'withdrawal',
      description: `Withdrawal of ${formatMoney(amount)} by ${method} to ${input.meta.wallet}`,
      origin,
      at: now,
    });
    return { kind: 'done', entry };
  });
  switch (outcome.kind) {
    case 'done':
      return ledgerTransaction(outcome.entry);
    case 'pin':
      throw pinRefusal(outcome.check, 'pin');
    case 'insufficient':
      throw insufficientFunds(outcome.freeMargin);
    default:
      return outcome satisfies never;
  }
}
