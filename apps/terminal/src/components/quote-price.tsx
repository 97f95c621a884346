import { PriceFlash } from '@beurs/ui';

/**
 * A bid or ask that briefly highlights when it changes (ui `PriceFlash`: the positive colour when
 * it rose, the negative one when it fell, off under prefers-reduced-motion). Deliberately not a
 * live region: quotes change every second, and announcing each one would drown everything else.
 */
export function QuotePrice({ value }: { value: string }) {
  return <PriceFlash value={value} />;
}
