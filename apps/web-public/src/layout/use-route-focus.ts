import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, scrolls to the top (unless the address has a #fragment) and
 * moves focus to the main content, so a screen reader starts reading the new page and Tab starts
 * from it. The first page load keeps the browser's own focus and scroll.
 */
export function useRouteFocus(target: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) window.scrollTo(0, 0);
    target.current?.focus({ preventScroll: true });
  }, [pathname, hash, target]);
}
