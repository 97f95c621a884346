import { ACCOUNT_CURRENCY, Decimal, formatMoneyAmount, type StatisticsResponse } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { loadClosedTrades } from './closed-trades';
import { readLedgerWindow } from './ledger-window';
import { resolvePeriod, utcDay } from './statement-period';
import { equityCurve, groupFigures, maxDrawdown, tradeFigures, type ClosedTrade, type EquityEntry } from './trading-statistics';

/**
 * The trading statistics of a period (UTC days, both included): from the account's first entry
 * when `from` is left out, up to today when `to` is.
 */
export async function buildStatistics(
  context: AppContext,
  userId: string,
  input: { from?: string | undefined; to?: string | undefined },
): Promise<StatisticsResponse> {
  const now = context.now();
  const to = input.to ?? utcDay(now);
  const period = resolvePeriod(input.from ?? to, to, now);
  const start = input.from ? period.start : null;
  const [window, trades] = await Promise.all([
    readLedgerWindow(context.db, userId, start, period.end),
    loadClosedTrades(context.db, userId, start, period.end),
  ]);
  const closed: ClosedTrade[] = trades.map((trade) => ({
    instrumentId: trade.instrument_id,
    side: trade.side,
    pnl: Decimal.from(trade.realised_pnl),
    openedAt: trade.opened_at ? new Date(trade.opened_at) : null,
    closedAt: new Date(trade.closed_at),
  }));
  const entries: EquityEntry[] = window.entries.map((entry) => ({
    cause: entry.cause,
    amount: Decimal.from(entry.amount),
    balanceAfter: Decimal.from(entry.balanceAfter),
    at: entry.createdAt,
  }));
  const financing = entries.filter((entry) => entry.cause === 'financing').reduce((sum, entry) => sum.add(entry.amount), Decimal.ZERO);
  const drawdown = maxDrawdown(window.opening, entries);
  const curveStart = start ?? window.entries[0]?.createdAt ?? period.start;
  return {
    from: input.from ?? null,
    to,
    currency: ACCOUNT_CURRENCY,
    overall: tradeFigures(closed),
    by_instrument: groupFigures(closed, (trade) => trade.instrumentId).map(({ key, figures }) => ({ instrument_id: key, ...figures })),
    by_side: groupFigures(closed, (trade) => trade.side).map(({ key, figures }) => ({ side: key, ...figures })),
    financing: formatMoneyAmount(financing),
    max_drawdown: formatMoneyAmount(drawdown.money),
    max_drawdown_percent: drawdown.percent ? formatMoneyAmount(drawdown.percent) : null,
    equity_curve: equityCurve(curveStart, window.opening, entries),
  };
}
