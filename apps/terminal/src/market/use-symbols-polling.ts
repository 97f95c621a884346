import { useEffect, useRef } from 'react';
import { getServices } from '../services/services';
import { useMarketStore } from './market-store';

/** How often quotes are polled while a screen that shows them is visible. */
export const QUOTE_POLL_INTERVAL_MS = 1500;

/**
 * Keeps the market store's symbols fresh while the calling screen is mounted and the page is
 * visible: the contract has no quotes event, so `/symbols/` is polled, one request at a time.
 * `onResult` hears whether each poll worked; failures are logged (spec 8).
 */
export function useSymbolsPolling(onResult?: (ok: boolean) => void, intervalMs: number = QUOTE_POLL_INTERVAL_MS): void {
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  useEffect(() => {
    let stopped = false;
    let inFlight = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const poll = async () => {
      if (stopped || inFlight) return;
      if (document.visibilityState !== 'hidden') {
        inFlight = true;
        try {
          const { symbols } = await getServices().api.getSymbols(undefined, { signal: controller.signal });
          if (!stopped) {
            useMarketStore.getState().setSymbols(symbols);
            onResultRef.current?.(true);
          }
        } catch (error) {
          if (!stopped) {
            // Spec 8: list-loading failures are only logged.
            console.warn('Could not load the quotes', error);
            onResultRef.current?.(false);
          }
        } finally {
          inFlight = false;
        }
      }
      if (!stopped) timer = setTimeout(() => void poll(), intervalMs);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden' || stopped || inFlight) return;
      clearTimeout(timer);
      void poll();
    };
    void poll();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller.abort();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs]);
}
