import { Decimal, formatDecimal } from '@beurs/domain';
import { classNames } from '../class-names';

/** Props of `<PriceChange>`: a change, its percent, or both, as the contract's decimal text. */
export interface PriceChangeProps {
  /** The change as decimal text, e.g. `'-1.25'`. Leave it out to show only `percent`. */
  value?: string;
  /** The change in percent as decimal text, e.g. `'-0.85'`; shown after `value`, or alone. */
  percent?: string;
  /** Decimal places of `value`. Defaults to `2`; the percent always has 2. */
  decimals?: number;
  /** Locale of the separators. Defaults to `'en'`, as every figure of the apps. */
  locale?: string;
  /** What changed, read first by screen readers (e.g. `'Change today'`). Defaults to none. */
  label?: string;
  className?: string;
}

type Direction = 'up' | 'down' | 'flat';

const ICON: Record<Direction, string> = { up: '▲', down: '▼', flat: '■' };
const WORD: Record<Direction, string> = { up: 'up', down: 'down', flat: 'unchanged' };

function directionOf(text: string, scale: number): Direction {
  const rounded = Decimal.from(text).round(scale);
  return rounded.isPositive() ? 'up' : rounded.isNegative() ? 'down' : 'flat';
}

/**
 * A signed change, e.g. "▲ +1.25 (+0.85%)" or, with only a percent, "▲ +0.85%": an arrow, a + or
 * − sign and the trading colour, so the direction is never told by colour alone; screen readers
 * hear "up 1.25 (0.85 percent)". Exact: the decimal text is rounded as a decimal, never as a
 * float, and a change that rounds to zero is shown as unchanged.
 *
 * @example
 * <PriceChange value="-1.25" percent="-0.85" label="24h change" />
 * <PriceChange percent={symbol.change_percent} label="Change today" />
 */
export function PriceChange({ value, percent, decimals = 2, locale, label, className }: PriceChangeProps) {
  // The value leads when there is one; a percent alone carries the direction itself.
  const direction = value !== undefined ? directionOf(value, decimals) : percent !== undefined ? directionOf(percent, 2) : 'flat';
  const amount = value === undefined ? undefined : formatDecimal(value, { scale: decimals, locale, sign: 'always' });
  const share = percent === undefined ? undefined : `${formatDecimal(percent, { scale: 2, locale, sign: 'always' })}%`;
  const unsigned = (text: string) => text.replace(/^[+−]/, '');
  const spokenShare = share === undefined ? undefined : `${unsigned(share).slice(0, -1)} percent`;
  const spokenParts = amount === undefined ? [spokenShare] : [unsigned(amount), spokenShare === undefined ? undefined : `(${spokenShare})`];
  const spoken = `${WORD[direction]} ${spokenParts.filter(Boolean).join(' ')}`;
  const shown = amount === undefined ? share : `${amount}${share === undefined ? '' : ` (${share})`}`;

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
      <span aria-hidden="true">{shown}</span>
    </span>
  );
}
