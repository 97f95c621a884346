import { eq } from 'drizzle-orm';
import { Decimal, ERROR_CODES, formatMoneyAmount, type Transaction } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { users } from '../db/schema/index';
import { Refusal } from '../refusals/refusal';
import { lockBalance, postLedgerEntry, type LedgerEntryRow } from '../ledger/ledger';
import { recordActivity, type RequestOrigin } from '../activity/activity-log';
import { formatMoney } from '../format/format-money';
import { formatUtc } from '../format/format-utc';
import { ledgerTransaction } from './transactions';
import { creditAvailableAt } from './user-view';

type Outcome = { kind: 'done'; entry: LedgerEntryRow } | { kind: 'too_soon'; availableAt: Date } | { kind: 'at_target'; target: Decimal };

/**
 * `/users/giveMeCredit` (product rule 7): brings the virtual balance back up to the configured
 * starting amount, at most once a day, as a `demo_top_up` ledger entry. It is a reset of
 * practice money, never presented as a bonus (product rule 5: no incentives).
 */
export async function claimDemoTopUp(context: AppContext, userId: string, origin: RequestOrigin): Promise<Transaction> {
  const target = Decimal.from(formatMoneyAmount(context.config.demoBalance));
  const outcome = await context.db.transaction(async (tx): Promise<Outcome> => {
    const now = context.now();
    const balance = await lockBalance(tx, userId);
    const [row] = await tx.select({ lastCreditAt: users.lastCreditAt }).from(users).where(eq(users.id, userId));
    const availableAt = creditAvailableAt(row?.lastCreditAt ?? null, now);
    if (availableAt) return { kind: 'too_soon', availableAt };
    if (balance.gte(target)) return { kind: 'at_target', target };
    const entry = await postLedgerEntry(tx, {
      userId,
      cause: 'demo_top_up',
      amount: target.sub(balance),
      description: `Demo top-up to ${formatMoney(target)} (virtual funds)`,
      at: now,
    });
    await tx.update(users).set({ lastCreditAt: now }).where(eq(users.id, userId));
    await recordActivity(tx, {
      userId,
      kind: 'demo_top_up',
      description: `Virtual balance topped up to ${formatMoney(target)}`,
      origin,
      at: now,
    });
    return { kind: 'done', entry };
  });
  switch (outcome.kind) {
    case 'done':
      return ledgerTransaction(outcome.entry);
    case 'too_soon':
      throw Refusal.tooManyRequests(
        ERROR_CODES.tooManyRequests,
        `The demo top-up can be claimed once a day. It is available again after ${formatUtc(outcome.availableAt)}.`,
      );
    case 'at_target':
      throw Refusal.conflict(
        ERROR_CODES.conflict,
        `Your virtual balance is already at or above the starting demo amount of ${formatMoney(outcome.target)}, so there is nothing to top up.`,
      );
    default:
      return outcome satisfies never;
  }
}
