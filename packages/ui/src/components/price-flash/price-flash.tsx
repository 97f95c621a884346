import { useState, type HTMLAttributes } from 'react';
import { Decimal } from '@beurs/domain';
import { classNames } from '../class-names';

/** Which way a price moved. */
type Direction = 'up' | 'down';

interface Flash {
  /** Which way the last change went; null before the first change. */
  direction: Direction | null;
  /** Counts the changes: a new key restarts the tint's animation. */
  generation: number;
}

/** Props of `<PriceFlash>`; other props go to the `<span>`. */
export interface PriceFlashProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The price as the contract's decimal text, shown as given (e.g. `'1.08501'`). */
  value: string;
}

// Compared as decimals, so "1.10" after "1.1" is no move and long prices stay exact.
function directionOf(previous: string, next: string): Direction | null {
  const order = Decimal.from(next).cmp(previous);
  return order > 0 ? 'up' : order < 0 ? 'down' : null;
}

/**
 * A price that briefly tints when it changes: the positive colour when it rose, the negative one
 * when it fell, fading out; no tint under `prefers-reduced-motion`. The text keeps its own colour,
 * so contrast never depends on the tint. `data-flash` carries the last direction (`up`/`down`).
 * Deliberately not a live region: quotes change every second, and announcing each one would
 * drown everything else.
 *
 * @example
 * <PriceFlash value={symbol.bid} />
 */
export function PriceFlash({ value, className, ...rest }: PriceFlashProps) {
  // Derived while rendering (React's "adjust state when a prop changes"), so the tint starts in
  // the same paint as the new price.
  const [seen, setSeen] = useState<{ value: string; flash: Flash }>({ value, flash: { direction: null, generation: 0 } });
  let flash = seen.flash;
  if (seen.value !== value) {
    const direction = directionOf(seen.value, value);
    if (direction) flash = { direction, generation: seen.flash.generation + 1 };
    setSeen({ value, flash });
  }
  const { direction, generation } = flash;
  return (
    <span
      // A new key remounts the span, which restarts the animation on every change.
      key={generation}
      className={classNames(direction && 'bx-price-flash', direction && `bx-price-flash--${direction}`, className) || undefined}
      data-flash={direction ?? undefined}
      {...rest}
    >
      {value}
    </span>
  );
}
