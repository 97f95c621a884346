import { useSyncExternalStore } from 'react';

/** Whether the window is at least `width` CSS pixels wide, following it as it is resized. */
export function useMinWidth(width: number): boolean {
  const query = `(min-width: ${width}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
