import { Decimal, type DecimalInput, type RoundingMode } from './decimal';

/** How {@link formatDecimal} writes a number. */
export interface FormatDecimalOptions {
  /** Decimal places shown; the value is rounded to them exactly. */
  scale: number;
  /**
   * The locale whose grouping and decimal separators are used (`'en'`: `1,234.50`; `'nl'`:
   * `1.234,50`). Defaults to `'en'`, so the same text shows on the server and in any browser.
   */
  locale?: string;
  /** Rounding to `scale`. Defaults to half-even, as money is rounded everywhere here. */
  mode?: RoundingMode;
  /** `'always'` writes `+` before a value above zero (changes, P&L); defaults to `'negative'`. */
  sign?: 'negative' | 'always';
  /**
   * The minus sign: the true minus (U+2212) on screens, the default; `'-'` for plain text that
   * people copy into other tools (messages, emails, the activity log).
   */
  minus?: '−' | '-';
}

const separatorsByLocale = new Map<string, { group: string; decimal: string }>();

/** The locale's group and decimal separators, read once from `Intl` (digits stay ASCII). */
function separatorsOf(locale: string): { group: string; decimal: string } {
  let separators = separatorsByLocale.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: 1 }).formatToParts(12345.5);
    separators = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorsByLocale.set(locale, separators);
  }
  return separators;
}

/**
 * A decimal for people to read: rounded exactly (no float on the way), grouped by thousands, with
 * the locale's separators and a true minus sign (U+2212). The one formatter for money, prices and
 * changes on the server and in both apps; the contract's own text stays `formatMoneyAmount`.
 *
 * @example
 * formatDecimal('10049.7', { scale: 2 }) // '10,049.70'
 * formatDecimal('-0.125', { scale: 2 }) // '−0.12' (half-even)
 * formatDecimal('1234.5', { scale: 2, locale: 'nl' }) // '1.234,50'
 * formatDecimal('1.78', { scale: 2, sign: 'always' }) // '+1.78'
 * formatDecimal('-50', { scale: 2, minus: '-' }) // '-50.00'
 */
export function formatDecimal(value: DecimalInput, options: FormatDecimalOptions): string {
  const { scale, locale = 'en', mode = 'half-even', sign = 'negative', minus = '−' } = options;
  const rounded = Decimal.from(value).round(scale, mode);
  const text = rounded.abs().toFixed(scale);
  const [whole = '0', fraction] = text.split('.');
  const { group, decimal } = separatorsOf(locale);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const prefix = rounded.isNegative() ? minus : sign === 'always' && rounded.isPositive() ? '+' : '';
  return `${prefix}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}
