import { Decimal, type DecimalInput } from '@beurs/domain';
import { formatDecimal } from '../format/format-decimal';

/** The most places a figure is shown with: below that it is as good as nothing. */
const MAX_PLACES = 8;

/**
 * A small amount with the digits it needs to mean something: two places from a cent up, and
 * below a cent as many as show two significant digits (at most eight), so a point of 0.01 lot
 * of BTCUSD reads "0.0085", not "0.00". Trailing zeros past the second place are dropped.
 *
 * @example
 * formatFigure('0.0084997875') // '0.0085'
 * formatFigure('12.5') // '12.50'
 */
export function formatFigure(value: DecimalInput): string {
  const decimal = Decimal.from(value);
  const size = decimal.abs();
  let places = 2;
  if (!size.isZero() && size.lt('0.01')) {
    while (places < MAX_PLACES && size.lt(Decimal.fromUnits(1n, places))) places += 1;
    places = Math.min(MAX_PLACES, places + 1);
  }
  const text = formatDecimal(decimal, places);
  return places > 2 ? text.replace(/(\.\d\d\d*?)0+$/, '$1') : text;
}

/** An amount of money to the cent with its currency, or "—" when there is none. */
export function formatMoney(value: Decimal | null, currency: string): string {
  return value ? `${formatDecimal(value, 2)} ${currency}` : '—';
}
