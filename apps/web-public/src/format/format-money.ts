const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount written for people, with its currency: `formatMoney('10000.00', 'EUR')` is
 * `€10,000.00`. For display only: the figures themselves are computed with @beurs/domain's
 * exact decimals.
 */
export function formatMoney(amount: string, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(currency, formatter);
  }
  return formatter.format(Number(amount));
}

/** A plain number with thousands separators and the given decimals: `formatNumber('100000', 0)` is `100,000`. */
export function formatNumber(value: string, decimals: number): string {
  return new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number(value));
}
