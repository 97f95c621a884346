import { PriceSourceTag } from '@beurs/ui';
import type { PriceSource, Quote } from '@beurs/domain';
import { fillSource } from './fill-source';

/** Props of {@link FillPrice}. */
export interface FillPriceProps {
  /** The fill's price as the contract writes it; null when there was none. */
  price: string | null;
  /** The quote the fill used, with the id of its source. */
  quote: Quote | null | undefined;
  /** The instrument's source now, which names its provider. */
  current?: PriceSource | undefined;
}

/** A fill's price with where it came from under it, for a table cell; the price alone when the fill does not say. */
export function FillPrice({ price, quote, current }: FillPriceProps) {
  if (price === null) return <>—</>;
  const source = fillSource(quote, current);
  if (!source) return <>{price}</>;
  return (
    <span className="t-stack">
      <span>{price}</span>
      <PriceSourceTag source={source} data-testid="fill-source" />
    </span>
  );
}
