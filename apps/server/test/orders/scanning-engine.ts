import { inArray } from 'drizzle-orm';
import { Decimal, isMarginCloseOutDue } from '@beurs/domain';
import type { AppContext } from '../../src/app-context';
import { orders, users } from '../../src/db/schema/index';
import { openMarketsAt } from '../../src/market/open-markets';
import { valueAccount, valuePositions } from '../../src/orders/account-valuation';
import type { EngineReport } from '../../src/app-context';
import { emptyEngineReport, settleForPass } from '../../src/orders/engine-report';
import { loadMarketSnapshot } from '../../src/market/order-market';
import { isExpired, isPendingTriggered, protectionHit, trailedStopLevel } from '../../src/orders/order-triggers';
import type { OrderRow } from '../../src/orders/position-valuation';

/**
 * The order engine as it was before the index, kept as the oracle of the differential test: it
 * reads every live order from the database on each pass (no state of its own), and settles each
 * account that needs it (a pending order expired or reached its price, or a stop-limit its stop, a stop-loss or take-profit was hit,
 * a trailing stop is due to move, or the 50% margin close-out is due) in its own transaction.
 */
export async function runScanningEngine(context: AppContext, at: Date): Promise<EngineReport> {
  const report: EngineReport = emptyEngineReport();
  const live = await context.db
    .select()
    .from(orders)
    .where(inArray(orders.status, ['pending', 'open']));
  if (live.length === 0) return report;
  const market = await loadMarketSnapshot(context.db);
  const isOpen = openMarketsAt(at, (instrumentId) => market.listed.get(instrumentId)?.instrument);

  const byUser = new Map<string, OrderRow[]>();
  for (const row of live) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const balances = new Map(
    (
      await context.db
        .select({ id: users.id, balance: users.balance })
        .from(users)
        .where(inArray(users.id, [...byUser.keys()]))
    ).map((row) => [row.id, Decimal.from(row.balance)]),
  );

  for (const [userId, rows] of byUser) {
    const open = rows.filter((row) => row.status === 'open');
    const needsSettlement =
      rows.some((row) => {
        if (isExpired(row, at)) return true;
        const listed = market.listed.get(row.instrumentId);
        if (!listed || !isOpen(row.instrumentId)) return false;
        if (row.status === 'pending') return isPendingTriggered(row, listed.quote);
        return protectionHit(row, listed.quote) !== null || trailedStopLevel(row, listed.quote) !== null;
      }) ||
      (open.length > 0 &&
        (() => {
          const account = valueAccount(balances.get(userId) ?? Decimal.ZERO, valuePositions(open, market.listed, market.rates));
          return isMarginCloseOutDue({ equity: account.metrics.equity, usedMargin: account.usedMargin });
        })());
    if (needsSettlement) await settleForPass(context, userId, at, report);
  }
  return report;
}
