import { ACCOUNT_CURRENCY, formatDecimal, type DecimalInput } from '@beurs/domain';

/**
 * Money as messages, notifications and the activity log show it: `10,000.00 EUR`, `-30.00 EUR`.
 * The domain's formatter, with a plain hyphen for the minus: these texts end up in emails and
 * in tools people paste them into.
 */
export function formatMoney(amount: DecimalInput): string {
  return `${formatDecimal(amount, { scale: 2, minus: '-' })} ${ACCOUNT_CURRENCY}`;
}
