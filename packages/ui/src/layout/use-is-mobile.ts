import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@beurs/domain';
import { SERVER_WINDOW_WIDTH, subscribeToWindowWidth } from './window-size';

/**
 * Whether the window is narrower than the mobile breakpoint (1024 px, contract §2), where the terminal
 * shows the bottom navigation. Re-renders only when the answer changes; `true` on the server.
 *
 * @example
 * const isMobile = useIsMobile();
 * return isMobile && user ? <BottomNavigation items={tabs} currentPath={pathname} /> : null;
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToWindowWidth,
    () => window.innerWidth < MOBILE_BREAKPOINT,
    () => SERVER_WINDOW_WIDTH < MOBILE_BREAKPOINT,
  );
}
