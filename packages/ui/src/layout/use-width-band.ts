import { useSyncExternalStore } from 'react';
import type { WidthBand } from '@beurs/domain';
import { getWidthBand } from './width-band';
import { SERVER_WINDOW_WIDTH, subscribeToWindowWidth } from './window-size';

/**
 * The current width band of the window (320, 375, 425, 768, 1024, 1440 or 2560): the largest
 * band not above `window.innerWidth`. Re-renders only when the band changes. On the server it
 * is the smallest band.
 *
 * @example
 * const band = useWidthBand();
 * const cardsPerRow = band >= 1440 ? 4 : band >= 768 ? 2 : 1;
 */
export function useWidthBand(): WidthBand {
  return useSyncExternalStore(
    subscribeToWindowWidth,
    () => getWidthBand(window.innerWidth),
    () => getWidthBand(SERVER_WINDOW_WIDTH),
  );
}
