import { Decimal } from '@beurs/domain';

/** A change in percent with arrow, sign and trading colour; spoken as "up 0.59 percent". */
export function ChangePercent({ value, label = 'Change today' }: { value: string; label?: string }) {
  const decimal = Decimal.from(value).round(2);
  const direction = decimal.isPositive() ? 'up' : decimal.isNegative() ? 'down' : 'flat';
  const text = decimal.abs().toFixed(2);
  const sign = direction === 'up' ? '+' : direction === 'down' ? '−' : '';
  const icon = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■';
  return (
    <span role="img" aria-label={`${label}: ${direction === 'flat' ? 'unchanged' : `${direction} ${text} percent`}`} className={`bx-price-change bx-price-change--${direction}`}>
      <span aria-hidden="true" className="bx-price-change__icon">
        {icon}
      </span>
      <span aria-hidden="true">{`${sign}${text}%`}</span>
    </span>
  );
}
