import { classNames } from '../class-names';

/** Props of `<PriceChange>`. */
export interface PriceChangeProps {
  /** The change, e.g. `-1.25`. */
  value: number;
  /** The change in percent, shown after the value when given, e.g. `-0.85`. */
  percent?: number;
  /** Decimal places of `value`. Defaults to `2`. */
  decimals?: number;
  /** Locale for the digits. Defaults to the browser's. */
  locale?: string;
  /** What changed, read first by screen readers (e.g. `'24h change'`). Defaults to none. */
  label?: string;
  className?: string;
}

type Direction = 'up' | 'down' | 'flat';

const ICON: Record<Direction, string> = { up: '▲', down: '▼', flat: '■' };
const SIGN: Record<Direction, string> = { up: '+', down: '−', flat: '' };
const WORD: Record<Direction, string> = { up: 'up', down: 'down', flat: 'unchanged' };

/**
 * A signed change, e.g. "▲ +1.25 (+0.85%)": an arrow, a + or − sign and the trading colour
 * (positive or negative), so the direction is never told by colour alone; screen readers hear
 * "up 1.25 (0.85%)". A change that rounds to zero is shown as unchanged.
 *
 * @example
 * <PriceChange value={-1.25} percent={-0.85} label="24h change" />
 */
export function PriceChange({ value, percent, decimals = 2, locale, label, className }: PriceChangeProps) {
  const rounded = Number.isFinite(value) ? Number(value.toFixed(decimals)) : 0;
  const direction: Direction = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const percentDigits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amount = digits.format(Math.abs(rounded));
  const share = percent === undefined || !Number.isFinite(percent) ? undefined : `${percentDigits.format(Math.abs(percent))}%`;
  const sign = SIGN[direction];
  const spoken = `${WORD[direction]} ${amount}${share ? ` (${share})` : ''}`;

  return (
    <span
      // role=img makes the label the one phrase read (aria-label is ignored on a plain span).
      role="img"
      aria-label={label ? `${label}: ${spoken}` : spoken.charAt(0).toUpperCase() + spoken.slice(1)}
      className={classNames('bx-price-change', `bx-price-change--${direction}`, className)}
    >
      <span aria-hidden="true" className="bx-price-change__icon">
        {ICON[direction]}
      </span>
      <span aria-hidden="true">
        {sign}
        {amount}
        {share ? ` (${sign}${share})` : null}
      </span>
    </span>
  );
}
