import { ACCOUNT_CURRENCY, formatMoneyAmount, type AccountFigures } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { loadAccountValuation, type AccountValuation } from './account-valuation';

/** An account valuation in the contract's `accountFigures` shape. */
export function toAccountFigures(valuation: AccountValuation): AccountFigures {
  const { metrics } = valuation;
  return {
    currency: ACCOUNT_CURRENCY,
    balance: formatMoneyAmount(metrics.balance),
    equity: formatMoneyAmount(metrics.equity),
    margin: formatMoneyAmount(metrics.margin),
    free_margin: formatMoneyAmount(metrics.freeMargin),
    margin_level: metrics.marginLevel ? metrics.marginLevel.toFixed(2) : null,
    unrealised_pnl: formatMoneyAmount(valuation.unrealisedPnl),
  };
}

/**
 * The account's figures now: balance from the ledger, margin held by the open positions,
 * their unrealised P&L at the current quotes converted to EUR, equity, free margin and margin
 * level. Pass the transaction that holds the balance lock when the figures decide something
 * (a withdrawal never exceeds free margin).
 */
export async function computeAccountFigures(db: DbOrTx, userId: string): Promise<AccountFigures> {
  return toAccountFigures(await loadAccountValuation(db, userId));
}
