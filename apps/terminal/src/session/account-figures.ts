import { Decimal, MARGIN_CLOSE_OUT_LEVEL_PERCENT, accountMetrics, sumMoney, type DecimalInput, type Order, type User } from '@beurs/domain';

/** The figures a trader watches, as exact decimals. */
export interface AccountFigures {
  currency: string;
  balance: Decimal;
  equity: Decimal;
  /** The margin the open positions use. */
  margin: Decimal;
  freeMargin: Decimal;
  /** Percent; null with no open position. */
  marginLevel: Decimal | null;
  unrealisedPnl: Decimal;
  /** How far equity can fall before the 50% margin close-out; null with no open position. */
  closeOutDistance: Decimal | null;
}

/**
 * How far equity can fall before the margin close-out (ESMA: positions are closed when equity
 * falls to 50% of the margin used): equity − margin × 50%, floored to the cent so that the figure
 * never promises more room than there is, and 0 once the close-out is due. Null when no margin
 * is used: with no open position there is nothing to close out.
 *
 * @example
 * distanceToCloseOut({ equity: '10000.00', usedMargin: '11580.00' })?.toFixed(2) // '4210.00'
 */
export function distanceToCloseOut({ equity, usedMargin }: { equity: DecimalInput; usedMargin: DecimalInput }): Decimal | null {
  const margin = Decimal.from(usedMargin);
  if (!margin.isPositive()) return null;
  const threshold = margin.mul(MARGIN_CLOSE_OUT_LEVEL_PERCENT).div(100, margin.decimalPlaces() + 2);
  const distance = Decimal.from(equity).sub(threshold).round(2, 'floor');
  return distance.isNegative() ? Decimal.ZERO.round(2) : distance;
}

/** How close a margin level is to the close-out, for its colour in the header. */
export type MarginLevelTone = 'normal' | 'warning' | 'negative';

/** At or above this margin level (percent) nothing needs attention: equity is twice the margin. */
export const MARGIN_LEVEL_SAFE_PERCENT = 200;
/** Below this margin level (percent) equity no longer covers the margin: the close-out is near. */
export const MARGIN_LEVEL_DANGER_PERCENT = 100;

/**
 * The tone of a margin level: `normal` at 200% and above (or with no open position), `warning`
 * from 100% up to 200%, `negative` below 100%, where half the way to the 50% close-out is gone.
 */
export function marginLevelTone(marginLevel: DecimalInput | null): MarginLevelTone {
  if (marginLevel === null) return 'normal';
  const level = Decimal.from(marginLevel);
  if (level.gte(MARGIN_LEVEL_SAFE_PERCENT)) return 'normal';
  return level.gte(MARGIN_LEVEL_DANGER_PERCENT) ? 'warning' : 'negative';
}

/**
 * Live account figures: the ledger balance of the last loaded user plus the open positions of
 * the latest `userOrders` push (their P&L and margin), so equity moves with every push without
 * reloading the user. Pending orders hold no margin and have no P&L.
 */
export function computeAccountFigures(user: User, orders: readonly Order[]): AccountFigures {
  if (orders.length === 0 && !Decimal.from(user.margin).isZero()) {
    // The socket has not pushed the positions yet: the server's figures are the better guess.
    const equity = Decimal.from(user.equity);
    const margin = Decimal.from(user.margin);
    return {
      currency: user.currency,
      balance: Decimal.from(user.balance),
      equity,
      margin,
      freeMargin: Decimal.from(user.free_margin),
      marginLevel: user.margin_level === null ? null : Decimal.from(user.margin_level),
      unrealisedPnl: Decimal.from(user.unrealised_pnl),
      closeOutDistance: distanceToCloseOut({ equity, usedMargin: margin }),
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
    closeOutDistance: distanceToCloseOut({ equity: metrics.equity, usedMargin: metrics.margin }),
  };
}
