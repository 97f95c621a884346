import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { pressedClickHandler } from './pressed-click';

/** Props of `<ToggleButton>`. */
export interface ToggleButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed' | 'type'> {
  /** Whether the toggle is on; announced as `aria-pressed`. */
  pressed: boolean;
  /**
   * Called with the state a click asks for (the opposite of `pressed`), after `onClick`, unless
   * `onClick` called `preventDefault()`.
   */
  onPressedChange?: (pressed: boolean) => void;
}

/**
 * A button that stays on or off (`aria-pressed`), e.g. a filter: a compact outlined button whose
 * pressed state shows in a muted fill, the accent colour and a strong weight, never by colour
 * alone. Controlled: the caller owns `pressed`.
 *
 * @example
 * <ToggleButton pressed={favouritesOnly} onPressedChange={setFavouritesOnly}>★ Favourites</ToggleButton>
 */
export const ToggleButton = forwardRef<HTMLButtonElement, ToggleButtonProps>(function ToggleButton(
  { pressed, onPressedChange, onClick, className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      // Never a submit button: a toggle changes a view, it does not send a form.
      type="button"
      aria-pressed={pressed}
      className={classNames('bx-toggle-button', className)}
      onClick={pressedClickHandler(pressed, onClick, onPressedChange)}
      {...rest}
    />
  );
});
