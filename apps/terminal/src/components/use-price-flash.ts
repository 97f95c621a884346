import { useState } from 'react';
import { priceDirection, type PriceDirection } from '../market/price-direction';

/** What {@link usePriceFlash} returns. */
export interface PriceFlash {
  /** Which way the last change went; null before the first change. */
  direction: PriceDirection | null;
  /** Counts the changes: a new key restarts the highlight's animation. */
  generation: number;
}

/**
 * Follows a price and says which way its last change went. Derived while rendering (React's
 * "adjust state when a prop changes"), so the highlight starts in the same paint as the new price.
 */
export function usePriceFlash(value: string): PriceFlash {
  const [seen, setSeen] = useState<{ value: string; flash: PriceFlash }>({ value, flash: { direction: null, generation: 0 } });
  if (seen.value !== value) {
    const direction = priceDirection(seen.value, value);
    const flash = direction ? { direction, generation: seen.flash.generation + 1 } : seen.flash;
    setSeen({ value, flash });
    return flash;
  }
  return seen.flash;
}
