import { describe, expect, it } from 'vitest';
import { PgNumeric } from 'drizzle-orm/pg-core';
import { DECIMAL_TEXT_LIMITS, Decimal, createAlertRequest, depositRequest, openOrderRequest, withdrawalRequest } from '@beurs/domain';
import { depositRequests, ledgerEntries, orders, priceAlerts } from '../../src/db/schema/index';

/** What drizzle tells of a numeric column. */
interface NumericColumn {
  precision: number | undefined;
  scale: number | undefined;
}

/** The precision and scale of a column declared `numeric(p, s)`; fails for any other column. */
function numeric(column: unknown): NumericColumn {
  if (!(column instanceof PgNumeric)) throw new Error('Not a numeric column');
  return { precision: column.precision, scale: column.scale };
}

/** A decimal field of the contract, the column its value is written to, and the rule that checks it. */
interface FieldToColumn {
  field: string;
  rule: { safeParse(value: unknown): { success: boolean; data?: unknown } };
  max: string | undefined;
  column: NumericColumn;
}

const FIELDS: FieldToColumn[] = [
  { field: 'deposit amount', rule: depositRequest.shape.amount, max: '1000000', column: numeric(ledgerEntries.amount) },
  { field: 'deposit amount (pending request)', rule: depositRequest.shape.amount, max: '1000000', column: numeric(depositRequests.amount) },
  { field: 'withdrawal amount', rule: withdrawalRequest.shape.amount, max: '1000000', column: numeric(ledgerEntries.amount) },
  { field: 'order volume', rule: openOrderRequest.shape.volume, max: '1000', column: numeric(orders.volume) },
  { field: 'order price', rule: openOrderRequest.shape.price, max: undefined, column: numeric(orders.price) },
  { field: 'stop-loss', rule: openOrderRequest.shape.stop_loss, max: undefined, column: numeric(orders.stopLoss) },
  { field: 'take-profit', rule: openOrderRequest.shape.take_profit, max: undefined, column: numeric(orders.takeProfit) },
  { field: 'alert price', rule: createAlertRequest.shape.price, max: undefined, column: numeric(priceAlerts.price) },
];

/** Whether a numeric(precision, scale) column holds `value` without an overflow error. */
function fits(column: NumericColumn, value: string): boolean {
  const scale = column.scale ?? 0;
  const precision = column.precision ?? 1000;
  // PostgreSQL rounds to the column's scale first, then checks the digits left before the point.
  const whole = Decimal.from(value).abs().round(scale, 'half-up').toFixed(scale).split('.')[0] ?? '';
  return whole.replace(/^0+/, '').length <= precision - scale;
}

// What guards a numeric column from an overflow (a 500): the contract's grammar bounds every
// decimal to 20 digits before the point and 10 after, and each field's own maximum does the rest.
// If a field or a column changes, this test says which value would no longer fit.
describe('every decimal the contract accepts fits the column it is written to', () => {
  it.each(FIELDS)('$field', ({ rule, max, column }) => {
    const largestInGrammar = `${'9'.repeat(DECIMAL_TEXT_LIMITS.integerDigits)}.${'9'.repeat(DECIMAL_TEXT_LIMITS.fractionDigits)}`;
    const candidates = [largestInGrammar, '9'.repeat(DECIMAL_TEXT_LIMITS.integerDigits), ...(max ? [max] : [])];
    const accepted = candidates.map((text) => rule.safeParse(text)).filter((result) => result.success);
    expect(accepted.length).toBeGreaterThan(0);
    for (const result of accepted)
      expect(fits(column, String(result.data)), `${String(result.data)} in numeric(${column.precision}, ${column.scale})`).toBe(true);
    // One past the grammar's bound is refused before any column sees it.
    expect(rule.safeParse(`1${'0'.repeat(DECIMAL_TEXT_LIMITS.integerDigits)}`).success).toBe(false);
  });
});
