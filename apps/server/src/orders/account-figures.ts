import { eq } from 'drizzle-orm';
import { ACCOUNT_CURRENCY, Decimal, accountMetrics, formatMoneyAmount, type AccountFigures } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema/index';

/**
 * The account's figures now: balance from the ledger, margin and unrealised P&L of the open
 * positions at the current quotes, equity, free margin and margin level.
 *
 * TODO(orders module): add open positions; until then an account has no margin in use.
 */
export async function computeAccountFigures(db: DbOrTx, userId: string): Promise<AccountFigures> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  const metrics = accountMetrics({ balance: row?.balance ?? '0', unrealisedPnl: '0', usedMargin: '0' });
  return {
    currency: ACCOUNT_CURRENCY,
    balance: formatMoneyAmount(metrics.balance),
    equity: formatMoneyAmount(metrics.equity),
    margin: formatMoneyAmount(metrics.margin),
    free_margin: formatMoneyAmount(metrics.freeMargin),
    margin_level: metrics.marginLevel ? metrics.marginLevel.toFixed(2) : null,
    unrealised_pnl: formatMoneyAmount(Decimal.ZERO),
  };
}
