import { inArray } from 'drizzle-orm';
import { Decimal, isMarginCloseOutDue } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { orders, users } from '../db/schema/index';
import { createMarketHours } from '../market/trading-hours';
import { valueAccount, valuePositions } from './account-valuation';
import { loadMarketSnapshot } from './order-market';
import { isPendingTriggered, protectionHit } from './order-triggers';
import type { OrderRow } from './position-valuation';
import { settleAccount, settlementChanged } from './settle-account';

/** What one engine pass did. */
export interface EngineReport {
  /** Accounts that were settled in a transaction of their own. */
  settled: number;
  filled: number;
  cancelled: number;
  closed: number;
  closedOut: number;
  /** Accounts whose open positions were revalued (pushed at most once a second). */
  revalued: number;
}

/**
 * The order engine, run after every tick once the quotes are written. It reads every live order
 * from the database (no state of its own), and for each account that needs it (a pending order
 * reached its price, a stop-loss or take-profit was hit, or the 50% margin close-out is due)
 * settles the account in its own transaction, re-checking everything under the account's locks.
 * Accounts with open positions get their revalued orders pushed, at most once a second.
 */
export async function runOrderEngine(context: AppContext, at: Date): Promise<EngineReport> {
  const report: EngineReport = { settled: 0, filled: 0, cancelled: 0, closed: 0, closedOut: 0, revalued: 0 };
  const live = await context.db.select().from(orders).where(inArray(orders.status, ['pending', 'open']));
  if (live.length === 0) return report;
  const market = await loadMarketSnapshot(context.db);
  const openMarkets = new Map<string, boolean>();
  const isOpen = (instrumentId: string) => {
    let open = openMarkets.get(instrumentId);
    if (open === undefined) {
      const listed = market.listed.get(instrumentId);
      open = listed ? createMarketHours(listed.instrument.tradingHours).isOpen(at.getTime()) : false;
      openMarkets.set(instrumentId, open);
    }
    return open;
  };

  const byUser = new Map<string, OrderRow[]>();
  for (const row of live) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const balances = new Map(
    (await context.db.select({ id: users.id, balance: users.balance }).from(users).where(inArray(users.id, [...byUser.keys()]))).map(
      (row) => [row.id, Decimal.from(row.balance)],
    ),
  );

  for (const [userId, rows] of byUser) {
    const open = rows.filter((row) => row.status === 'open');
    const needsSettlement =
      rows.some((row) => {
        const listed = market.listed.get(row.instrumentId);
        if (!listed || !isOpen(row.instrumentId)) return false;
        return row.status === 'pending' ? isPendingTriggered(row, listed.quote) : protectionHit(row, listed.quote) !== null;
      }) ||
      (open.length > 0 &&
        (() => {
          const account = valueAccount(balances.get(userId) ?? Decimal.ZERO, valuePositions(open, market.listed, market.rates));
          return isMarginCloseOutDue({ equity: account.metrics.equity, usedMargin: account.usedMargin });
        })());
    if (needsSettlement) {
      try {
        const settlement = await settleAccount(context, userId, at);
        report.settled += 1;
        report.filled += settlement.filled;
        report.cancelled += settlement.cancelled;
        report.closed += settlement.closed;
        report.closedOut += settlement.closedOut;
        if (settlementChanged(settlement)) {
          context.realtime.pushOrders(userId);
          continue;
        }
      } catch (error) {
        // One account's failure must not stop the others; it is retried on the next tick.
        context.log.error({ err: error, userId }, 'settling an account failed');
        continue;
      }
    }
    if (open.length > 0) {
      context.realtime.pushRevaluedOrders(userId);
      report.revalued += 1;
    }
  }
  return report;
}
