import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { pressedClickHandler } from '../toggle-button/pressed-click';

/** Props of `<StarToggle>`. */
export interface StarToggleProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-pressed' | 'aria-label' | 'children' | 'type'
> {
  /** Whether the star is on (filled); announced as `aria-pressed`. */
  pressed: boolean;
  /**
   * Accessible name: the star has no text, so say what a press does, e.g.
   * `'Add EURUSD to Favourites'` (and `'Remove EURUSD from Favourites'` when pressed).
   */
  label: string;
  /**
   * Called with the state a click asks for (the opposite of `pressed`), after `onClick`, unless
   * `onClick` called `preventDefault()`.
   */
  onPressedChange?: (pressed: boolean) => void;
}

/**
 * A star that marks something as a favourite: an icon-only toggle button (`aria-pressed`), outlined
 * in the muted colour when off, filled in the accent when on (the fill, not only the colour, tells
 * the state). At least 28 px square, small enough for a table row. Controlled.
 *
 * @example
 * <StarToggle pressed={starred} label={starred ? 'Remove EURUSD from Favourites' : 'Add EURUSD to Favourites'}
 *   onPressedChange={() => toggleFavourite('EURUSD')} />
 */
export const StarToggle = forwardRef<HTMLButtonElement, StarToggleProps>(function StarToggle(
  { pressed, label, onPressedChange, onClick, className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      className={classNames('bx-star-toggle', pressed && 'bx-star-toggle--on', className)}
      onClick={pressedClickHandler(pressed, onClick, onPressedChange)}
      {...rest}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
});
