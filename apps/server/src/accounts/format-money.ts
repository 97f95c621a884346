import { ACCOUNT_CURRENCY, formatMoneyAmount, type DecimalInput } from '@beurs/domain';

/** Money as messages show it: `10,000.00 EUR`, `-30.00 EUR`. */
export function formatMoney(amount: DecimalInput): string {
  const fixed = formatMoneyAmount(amount);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents} ${ACCOUNT_CURRENCY}`;
}
