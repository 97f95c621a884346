import { Decimal, formatMoneyAmount, type EquityPoint, type LedgerCause, type OrderSide, type TradeFigures } from '@beurs/domain';

/** A closed trade as the statistics read it. */
export interface ClosedTrade {
  instrumentId: string;
  side: OrderSide;
  pnl: Decimal;
  openedAt: Date | null;
  closedAt: Date;
}

/** A ledger entry as the equity curve reads it. */
export interface EquityEntry {
  cause: LedgerCause;
  amount: Decimal;
  balanceAfter: Decimal;
  at: Date;
}

/** Money moved in or out by the trader (or the demo top-up): not a gain or a loss of trading. */
const CASH_FLOWS: ReadonlySet<LedgerCause> = new Set(['deposit', 'withdrawal', 'demo_top_up']);

const ratio = (value: Decimal, by: Decimal | number): string => formatMoneyAmount(value.div(by, 2));

/**
 * The figures of a set of closed trades. A trade at exactly 0 counts as neither a win nor a loss
 * (but counts in the win rate's trades). Every ratio whose divisor would be zero is null.
 */
export function tradeFigures(trades: readonly ClosedTrade[]): TradeFigures {
  let grossProfit = Decimal.ZERO;
  let grossLoss = Decimal.ZERO;
  let wins = 0;
  let losses = 0;
  let largestWin: Decimal | null = null;
  let largestLoss: Decimal | null = null;
  let heldMs = 0;
  let timed = 0;
  for (const trade of trades) {
    if (trade.pnl.isPositive()) {
      wins += 1;
      grossProfit = grossProfit.add(trade.pnl);
      if (!largestWin || trade.pnl.gt(largestWin)) largestWin = trade.pnl;
    } else if (trade.pnl.isNegative()) {
      losses += 1;
      grossLoss = grossLoss.add(trade.pnl);
      if (!largestLoss || trade.pnl.lt(largestLoss)) largestLoss = trade.pnl;
    }
    if (trade.openedAt) {
      heldMs += trade.closedAt.getTime() - trade.openedAt.getTime();
      timed += 1;
    }
  }
  const count = trades.length;
  const net = grossProfit.add(grossLoss);
  return {
    trades: count,
    wins,
    losses,
    win_rate: count === 0 ? null : ratio(Decimal.from(wins * 100), count),
    net_pnl: formatMoneyAmount(net),
    gross_profit: formatMoneyAmount(grossProfit),
    gross_loss: formatMoneyAmount(grossLoss),
    profit_factor: losses === 0 ? null : ratio(grossProfit, grossLoss.abs()),
    expectancy: count === 0 ? null : ratio(net, count),
    average_win: wins === 0 ? null : ratio(grossProfit, wins),
    average_loss: losses === 0 ? null : ratio(grossLoss, losses),
    largest_win: largestWin ? formatMoneyAmount(largestWin) : null,
    largest_loss: largestLoss ? formatMoneyAmount(largestLoss) : null,
    average_holding_seconds: timed === 0 ? null : Math.floor(heldMs / timed / 1000),
  };
}

/** The figures per group, groups in the order of their key. */
export function groupFigures<TKey extends string>(
  trades: readonly ClosedTrade[],
  keyOf: (trade: ClosedTrade) => TKey,
): Array<{ key: TKey; figures: TradeFigures }> {
  const groups = new Map<TKey, ClosedTrade[]>();
  for (const trade of trades) {
    const key = keyOf(trade);
    const group = groups.get(key);
    if (group) group.push(trade);
    else groups.set(key, [trade]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, group]) => ({ key, figures: tradeFigures(group) }));
}

/** The largest fall from a peak of the equity curve, in money and as a percentage of that peak. */
export interface Drawdown {
  money: Decimal;
  /** Null when the curve never had a peak above zero to fall from. */
  percent: Decimal | null;
}

/**
 * The maximum drawdown of the balance curve. Deposits, withdrawals and top-ups move the peak
 * with the balance: taking money out is not a trading loss, and paying money in is no recovery.
 */
export function maxDrawdown(opening: Decimal, entries: readonly EquityEntry[]): Drawdown {
  let peak = opening;
  let worst: Drawdown = { money: Decimal.ZERO, percent: null };
  for (const entry of entries) {
    if (CASH_FLOWS.has(entry.cause)) peak = peak.add(entry.amount);
    if (entry.balanceAfter.gt(peak)) peak = entry.balanceAfter;
    const fall = peak.sub(entry.balanceAfter);
    if (fall.gt(worst.money)) {
      worst = { money: fall, percent: peak.isPositive() ? fall.mul(100).div(peak, 2) : null };
    }
  }
  return worst;
}

/** The curve's points: the opening balance at the period's start, then the balance after each entry. */
export function equityCurve(start: Date, opening: Decimal, entries: readonly EquityEntry[]): EquityPoint[] {
  return [
    { at: start.toISOString(), balance: formatMoneyAmount(opening) },
    ...entries.map((entry) => ({ at: entry.at.toISOString(), balance: formatMoneyAmount(entry.balanceAfter) })),
  ];
}
