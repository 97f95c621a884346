import type { MouseEvent } from 'react';

/**
 * The click handler of a controlled toggle: runs the caller's `onClick` first, then asks for the
 * opposite state, unless `onClick` called `preventDefault()` (a star inside a clickable row stops
 * the row that way and may still toggle, or not, as it decides).
 */
export function pressedClickHandler(
  pressed: boolean,
  onClick: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined,
  onPressedChange: ((pressed: boolean) => void) | undefined,
): (event: MouseEvent<HTMLButtonElement>) => void {
  return (event) => {
    onClick?.(event);
    if (!event.defaultPrevented) onPressedChange?.(!pressed);
  };
}
