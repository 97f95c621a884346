import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

let pending = false;

/**
 * Marks that the next screen heading to mount (or change) takes the focus: called when the route
 * changes, so a screen reader and the keyboard start on the new screen, not on the link left behind.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      // The first screen of a visit keeps the browser's own start (the skip link first).
      first.current = false;
      return;
    }
    pending = true;
  }, [pathname]);
}

/** Whether the heading should take the focus now; true once per navigation. */
export function takeHeadingFocus(): boolean {
  const take = pending;
  pending = false;
  return take;
}
