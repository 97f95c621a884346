import { useEffect, useRef } from 'react';
import { getServices } from '../services/services';

/**
 * Calls `reload` each time the socket comes back after a drop. Pushes missed during an outage
 * are not replayed, and `quotes` carries bid and ask only: reloading `/symbols/` is what brings
 * back the market state, change and hours that may have moved meanwhile.
 */
export function useReloadOnReconnect(reload: () => void): void {
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });
  useEffect(() => {
    const realtime = getServices().realtime;
    let previous = realtime.getState();
    return realtime.subscribe((state) => {
      if (state === 'connected' && previous === 'reconnecting') reloadRef.current();
      previous = state;
    });
  }, []);
}
