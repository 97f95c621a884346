import { usePriceFlash } from './use-price-flash';

/**
 * A bid or ask that briefly highlights when it changes: the positive colour when it rose, the
 * negative one when it fell (terminal.css, off under prefers-reduced-motion). Deliberately not a
 * live region: quotes change every second, and announcing each one would drown everything else.
 */
export function QuotePrice({ value }: { value: string }) {
  const { direction, generation } = usePriceFlash(value);
  return (
    <span key={generation} className={direction ? `t-flash t-flash--${direction}` : undefined} data-flash={direction ?? undefined}>
      {value}
    </span>
  );
}
