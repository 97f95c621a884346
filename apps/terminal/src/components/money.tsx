import type { DecimalInput } from '@beurs/domain';
import { formatMoney, formatSigned } from '../format/format-decimal';

/** An amount of money, exact: `10,049.72 EUR`. */
export function Money({ value, currency, signed = false }: { value: DecimalInput; currency: string; signed?: boolean }) {
  const text = signed ? `${formatSigned(value)} ${currency}` : formatMoney(value, currency);
  return <span className="t-money">{text}</span>;
}

/** A P&L with its sign and trading colour (the sign carries the meaning, colour repeats it). */
export function Pnl({ value, currency }: { value: string; currency: string }) {
  const tone = value.startsWith('-') ? 'negative' : /^0(\.0*)?$/.test(value) ? 'flat' : 'positive';
  return <span className={`t-pnl t-pnl--${tone}`}>{`${formatSigned(value)} ${currency}`}</span>;
}
