import { formatDecimal } from '@beurs/domain';

const LOCALE = 'en-GB';
const symbols = new Map<string, { prefix: string; suffix: string }>();

/** What the locale writes before and after an amount in the currency (`€` and nothing for EUR). */
function currencyAffixes(currency: string): { prefix: string; suffix: string } {
  let affixes = symbols.get(currency);
  if (!affixes) {
    const parts = new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).formatToParts(1);
    const number = parts.findIndex((part) => part.type === 'integer');
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .filter((part) => part.type === 'currency' || part.type === 'literal')
        .map((part) => part.value)
        .join('');
    affixes = { prefix: text(0, number), suffix: text(number + 1, parts.length).replace(/^[.,]?\d*/, '') };
    symbols.set(currency, affixes);
  }
  return affixes;
}

/**
 * An amount written for people, with its currency: `formatMoney('10000.00', 'EUR')` is
 * `€10,000.00`. The digits are the domain's exact formatter (no float on the way), placed where
 * the locale puts them around its currency sign.
 */
export function formatMoney(amount: string, currency: string): string {
  const { prefix, suffix } = currencyAffixes(currency);
  const digits = formatDecimal(amount, { scale: 2, locale: LOCALE });
  const negative = digits.startsWith('−');
  return `${negative ? '−' : ''}${prefix}${negative ? digits.slice(1) : digits}${suffix}`;
}

/** A plain number with thousands separators and the given decimals: `formatNumber('100000', 0)` is `100,000`. */
export function formatNumber(value: string, decimals: number): string {
  return formatDecimal(value, { scale: decimals, locale: LOCALE });
}
