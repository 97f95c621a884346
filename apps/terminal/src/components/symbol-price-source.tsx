import { PriceSourceTag } from '@beurs/ui';
import type { MarketSymbol } from '@beurs/domain';
import { priceSourceOf } from '../market/price-source';

/** Props of {@link SymbolPriceSource}. */
export interface SymbolPriceSourceProps {
  symbol: Pick<MarketSymbol, 'price_source'>;
  className?: string;
}

/**
 * Where an instrument's price comes from, beside that price: "Simulated", "Kraken · live",
 * "Simulated since 14:02" after a live feed stopped. It follows the cached symbol, which the
 * quote stream keeps current (a quote from the fallback source turns it to the fallback at once).
 * Times are in the trader's own time zone, as every time of the terminal.
 */
export function SymbolPriceSource({ symbol, className }: SymbolPriceSourceProps) {
  return <PriceSourceTag source={priceSourceOf(symbol)} className={className} data-testid="price-source" />;
}
