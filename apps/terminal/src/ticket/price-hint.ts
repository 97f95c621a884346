import type { MarketSymbol } from '@beurs/domain';

/** How a price is written for this instrument: a price field's description. */
export function priceHint(symbol: Pick<MarketSymbol, 'currency' | 'digits'>): string {
  return `In ${symbol.currency}, ${symbol.digits} decimals`;
}
