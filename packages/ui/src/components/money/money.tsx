import { Decimal, formatDecimal } from '@beurs/domain';
import { classNames } from '../class-names';

/** Props of `<Money>`. */
export interface MoneyProps {
  /** The amount as the contract's decimal text, e.g. `'10049.72'` or `'-30.00'`. */
  value: string;
  /** The currency code written after it, e.g. `'EUR'`. */
  currency: string;
  /**
   * `'pnl'`: a profit or loss, with `+` or `−` always and the trading colour (the sign carries
   * the meaning; the colour repeats it). Defaults to `'amount'`: plain, a minus only when below 0.
   */
  kind?: 'amount' | 'pnl';
  className?: string;
}

/**
 * An amount of money for people to read, exact: `10,049.72 EUR`, or as a P&L `+12.50 EUR` /
 * `−3.00 EUR` in the trading colour. Decimal text in, never a float.
 *
 * @example
 * <Money value={user.balance} currency={user.currency} />
 * <Money value={order.pnl} currency="EUR" kind="pnl" />
 */
export function Money({ value, currency, kind = 'amount', className }: MoneyProps) {
  const pnl = kind === 'pnl';
  const rounded = Decimal.from(value).round(2);
  const tone = !pnl ? undefined : rounded.isPositive() ? 'positive' : rounded.isNegative() ? 'negative' : 'flat';
  const text = formatDecimal(value, { scale: 2, sign: pnl ? 'always' : 'negative' });
  return <span className={classNames('bx-money', tone && `bx-money--${tone}`, className)}>{`${text} ${currency}`}</span>;
}
