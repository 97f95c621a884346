import { ACCOUNT_CURRENCY, Decimal, type DecimalInput } from '@beurs/domain';

/** An amount in the account currency as people read it: "1,234.56 EUR", "-50.00 EUR". */
export function formatAccountMoney(value: DecimalInput): string {
  const text = Decimal.from(value).toFixed(2);
  const negative = text.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents} ${ACCOUNT_CURRENCY}`;
}
