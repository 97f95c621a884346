import { WIDTH_BANDS } from '@beurs/domain';

/**
 * The width assumed where there is no window (server rendering, the first hydration pass):
 * the smallest band, so markup is mobile-first and a phone never flashes the desktop layout.
 */
export const SERVER_WINDOW_WIDTH: number = WIDTH_BANDS[0];

/** `useSyncExternalStore` subscription to the window's width. */
export function subscribeToWindowWidth(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}
