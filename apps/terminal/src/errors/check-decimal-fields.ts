import { checkDecimalText, decimalTextMessage } from '@beurs/domain';
import type { FieldErrors } from './field-errors';

/**
 * Checks typed numbers against the contract's decimal text grammar (`checkDecimalText` of
 * `@beurs/domain`: plain digits, no exponent, at most 20 digits before the point and 10 after)
 * before a form is sent, so the form says what the server would say without asking it. Limits
 * such as a minimum amount stay the server's to state. Keyed by field path; empty when all pass.
 *
 * @example
 * checkDecimalFields({ amount: { label: 'Amount', value: '1e5' } })
 * // { amount: 'Amount must be written with plain digits, like 250.50, not in exponent notation such as 1e3' }
 */
export function checkDecimalFields(fields: Readonly<Record<string, { label: string; value: string }>>): FieldErrors {
  const errors: Record<string, string> = {};
  for (const [path, { label, value }] of Object.entries(fields)) {
    const check = checkDecimalText(value.trim());
    if (!check.ok) errors[path] = decimalTextMessage(label, check.problem);
  }
  return errors;
}
