import type { AlertCondition, Decimal } from '@beurs/domain';

/**
 * Whether a bid meets an alert's condition: at or above its price for `above`, at or below for
 * `below`. Alerts compare the bid for both conditions, as MT5 does by default: the bid is the
 * price charts draw and the price a long position is valued and closed at.
 */
export function isAlertMet(condition: AlertCondition, price: Decimal, bid: Decimal): boolean {
  return condition === 'above' ? bid.gte(price) : bid.lte(price);
}

/** How messages say a condition: "at or above". */
export function conditionWords(condition: AlertCondition): string {
  return condition === 'above' ? 'at or above' : 'at or below';
}
