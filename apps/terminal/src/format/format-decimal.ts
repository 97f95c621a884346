import { Decimal, formatDecimal as formatDecimalText, type DecimalInput, type RoundingMode } from '@beurs/domain';

/**
 * A decimal with thousands separators and a fixed number of places, computed on the exact
 * decimal (no float): `formatDecimal('10049.7', 2)` is `'10,049.70'`. The domain's formatter, in
 * the terminal's shorter call.
 */
export function formatDecimal(value: DecimalInput, scale: number, mode: RoundingMode = 'half-even'): string {
  return formatDecimalText(value, { scale, mode });
}

/** Money in a currency, two places: `'10,049.70 EUR'`. */
export function formatMoney(value: DecimalInput, currency: string): string {
  return `${formatDecimal(value, 2)} ${currency}`;
}

/** A signed amount: `'+12.50'`, `'−3.00'`, `'0.00'`. */
export function formatSigned(value: DecimalInput, scale = 2): string {
  const decimal = Decimal.from(value);
  const text = formatDecimal(decimal, scale);
  return decimal.round(scale).isPositive() ? `+${text}` : text;
}
