import { Decimal, sumMoney, type Order, type SymbolType, type Transaction } from '@beurs/domain';

/** A point of the equity curve: time (ms) and the value, exact. */
export interface EquityPoint {
  time: number;
  value: Decimal;
}

/**
 * The equity curve: the balance after each completed ledger entry (oldest first), then the
 * current equity now (which includes the open positions' P&L).
 */
export function equityCurve(transactions: readonly Transaction[], currentEquity: Decimal | null, now: number): EquityPoint[] {
  const points = transactions
    .filter((entry) => entry.status === 'completed' && entry.balance_after !== null)
    .map((entry) => ({ time: Date.parse(entry.created_at), value: Decimal.from(entry.balance_after ?? '0') }))
    .sort((a, b) => a.time - b.time);
  if (currentEquity) points.push({ time: now, value: currentEquity });
  return points;
}

/** Realised P&L summed by a key, largest absolute first. */
export function pnlBy(orders: readonly Order[], key: (order: Order) => string): Array<{ key: string; pnl: Decimal }> {
  const groups = new Map<string, Order[]>();
  for (const order of orders) {
    if (order.status !== 'closed') continue;
    const name = key(order);
    groups.set(name, [...(groups.get(name) ?? []), order]);
  }
  return [...groups.entries()]
    .map(([name, group]) => ({ key: name, pnl: sumMoney(group.map((order) => order.pnl)) }))
    .sort((a, b) => b.pnl.abs().cmp(a.pnl.abs()));
}

/** Winning closed positions (P&L above zero), all closed positions, and their share in percent. */
export function winRate(orders: readonly Order[]): { wins: number; total: number; percent: Decimal | null } {
  const closed = orders.filter((order) => order.status === 'closed');
  const wins = closed.filter((order) => Decimal.from(order.pnl).isPositive()).length;
  return { wins, total: closed.length, percent: closed.length === 0 ? null : Decimal.from(wins).mul(100).div(closed.length, 1, 'half-even') };
}

/** The instrument type of an order, from the symbols (`other` when unknown). */
export function typeOf(types: ReadonlyMap<string, SymbolType>, order: Order): string {
  return types.get(order.instrument_id) ?? 'other';
}
