import { useSyncExternalStore } from 'react';

/**
 * Whether the window is at least `width` CSS pixels wide, following it as it is resized. Where
 * the environment has no `matchMedia` (a test's DOM), the window's `innerWidth` decides once.
 */
export function useMinWidth(width: number): boolean {
  const query = `(min-width: ${width}px)`;
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : window.innerWidth >= width),
    () => true,
  );
}
