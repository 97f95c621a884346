import { Decimal } from '@beurs/domain';

/** Which way a price moved. */
export type PriceDirection = 'up' | 'down';

/**
 * Which way a price moved from `previous` to `next` (decimal text), or null when it did not
 * move. Compared as decimals: `"1.10"` to `"1.1"` is no move.
 *
 * @example
 * priceDirection('1.0850', '1.0852') // 'up'
 */
export function priceDirection(previous: string, next: string): PriceDirection | null {
  const order = Decimal.from(next).cmp(previous);
  return order > 0 ? 'up' : order < 0 ? 'down' : null;
}
