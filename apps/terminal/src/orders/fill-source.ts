import { priceSourceLabel, type PriceSource, type Quote } from '@beurs/domain';
import { fillSourceOf } from '../market/price-source';

/**
 * Where a fill's price came from, or null when its quote does not say (a fill recorded before
 * price sources, or none yet). `current` is the instrument's source now, which names its provider.
 */
export function fillSource(quote: Quote | null | undefined, current?: PriceSource): PriceSource | null {
  return quote?.source ? fillSourceOf(quote.source, current) : null;
}

/**
 * A fill's price with where it came from, as the trader reads it after "at": `64210.5 · Kraken ·
 * live`, `1.08500 · Simulated`, or the price alone when the fill's quote does not say.
 *
 * @example
 * `Bought 0.01 BTCUSD at ${fillPriceText(order.open_price, order.open_quote)}`
 */
export function fillPriceText(price: string | null, quote: Quote | null | undefined, current?: PriceSource): string {
  if (price === null) return '—';
  const source = fillSource(quote, current);
  // The fill was a moment's price: its source's words, without a fallback's "since".
  return source ? `${price} · ${priceSourceLabel(source)}` : price;
}
