import { Decimal, accountMetrics, sumMoney, type Order, type User } from '@beurs/domain';

/** The figures a trader watches, as exact decimals. */
export interface AccountFigures {
  currency: string;
  balance: Decimal;
  equity: Decimal;
  margin: Decimal;
  freeMargin: Decimal;
  /** Percent; null with no open position. */
  marginLevel: Decimal | null;
  unrealisedPnl: Decimal;
}

/**
 * Live account figures: the ledger balance of the last loaded user plus the open positions of
 * the latest `userOrders` push (their P&L and margin), so equity moves with every push without
 * reloading the user. Pending orders hold no margin and have no P&L.
 */
export function computeAccountFigures(user: User, orders: readonly Order[]): AccountFigures {
  if (orders.length === 0 && !Decimal.from(user.margin).isZero()) {
    // The socket has not pushed the positions yet: the server's figures are the better guess.
    return {
      currency: user.currency,
      balance: Decimal.from(user.balance),
      equity: Decimal.from(user.equity),
      margin: Decimal.from(user.margin),
      freeMargin: Decimal.from(user.free_margin),
      marginLevel: user.margin_level === null ? null : Decimal.from(user.margin_level),
      unrealisedPnl: Decimal.from(user.unrealised_pnl),
    };
  }
  const open = orders.filter((order) => order.status === 'open');
  const unrealisedPnl = sumMoney(open.map((order) => order.pnl));
  const usedMargin = sumMoney(open.map((order) => order.margin));
  const metrics = accountMetrics({ balance: user.balance, unrealisedPnl, usedMargin });
  return {
    currency: user.currency,
    balance: metrics.balance,
    equity: metrics.equity,
    margin: metrics.margin,
    freeMargin: metrics.freeMargin,
    marginLevel: metrics.marginLevel,
    unrealisedPnl,
  };
}

