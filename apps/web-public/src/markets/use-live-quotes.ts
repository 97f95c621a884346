import { useEffect, useState } from 'react';
import type { PublicQuote, SymbolType } from '@beurs/domain';
import { useApiBaseUrl } from '../api/api-base-url';
import { fetchQuotes } from './fetch-quotes';

/** How often a visible page asks again. The server caches the answer for one tick, so a poll is cheap. */
export const QUOTES_POLL_MS = 5_000;

/** The public quotes as a page shows them. */
export type LiveQuotesState = { status: 'loading' } | { status: 'ready'; quotes: readonly PublicQuote[] } | { status: 'error' };

/** Options of {@link useLiveQuotes}. */
export interface LiveQuotesOptions {
  /** Asks the server for one market only. Defaults to every market. */
  type?: SymbolType | undefined;
  /** Milliseconds between polls. Defaults to {@link QUOTES_POLL_MS}. */
  pollMs?: number | undefined;
}

/**
 * Polls the public quotes every {@link QUOTES_POLL_MS} while the page is visible, and at once when
 * it becomes visible again. A poll, not a socket: the public pages must stay free of socket.io,
 * and the answer is a cached snapshot. A failure is logged (contract §8) and the last prices stay
 * shown; with none yet, the page says prices are unavailable.
 */
export function useLiveQuotes({ type, pollMs = QUOTES_POLL_MS }: LiveQuotesOptions = {}): LiveQuotesState {
  const baseUrl = useApiBaseUrl();
  const [state, setState] = useState<LiveQuotesState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One request at a time: a page shown again while one is on its way waits for it.
    let inFlight = false;
    const load = () => {
      clearTimeout(timer);
      if (inFlight || document.visibilityState === 'hidden') return;
      inFlight = true;
      fetchQuotes(baseUrl, type, controller.signal)
        .then(({ quotes }) => setState({ status: 'ready', quotes }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Could not load the live prices', error);
          setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
        })
        .finally(() => {
          inFlight = false;
          if (!controller.signal.aborted) timer = setTimeout(load, pollMs);
        });
    };
    load();
    document.addEventListener('visibilitychange', load);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', load);
    };
  }, [baseUrl, type, pollMs]);

  return state;
}
