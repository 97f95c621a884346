import { MONEY_SCALE } from '../constants/limits';
import { Decimal, type DecimalInput, type RoundingMode } from './decimal';

/**
 * Rounds a value to whole cents of the account currency. Defaults to half-even.
 *
 * @example
 * toMoney('10.005').toFixed(2) // '10.00' (tie goes to the even cent)
 */
export function toMoney(value: DecimalInput, mode: RoundingMode = 'half-even'): Decimal {
  return Decimal.from(value).round(MONEY_SCALE, mode);
}

/**
 * Money as the contract's text: exactly two decimals, e.g. `'10000.00'`.
 *
 * @example
 * formatMoneyAmount('1234.5') // '1234.50'
 * formatMoneyAmount('0.125') // '0.12' (half-even)
 */
export function formatMoneyAmount(value: DecimalInput, mode: RoundingMode = 'half-even'): string {
  return Decimal.from(value).toFixed(MONEY_SCALE, mode);
}

/**
 * Adds amounts exactly; the sum of no amounts is zero.
 *
 * @example
 * sumMoney(['0.1', '0.2']).toString() // '0.3'
 */
export function sumMoney(values: Iterable<DecimalInput>): Decimal {
  let total = Decimal.ZERO;
  for (const value of values) total = total.add(value);
  return total;
}
