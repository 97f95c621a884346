import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a screen's data stands. */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/** What {@link useLoad} returns. */
export interface LoadState {
  status: LoadStatus;
  /** Loads again (after a failure, or to refresh). */
  retry: () => void;
}

/**
 * Runs `load` when the component mounts (and when `key` changes) and tracks its status. A
 * failure is logged with `console.warn` under `what` (spec 8: list-loading failures are only
 * logged); the screen shows a neutral "could not load" state with a retry.
 */
export function useLoad(load: () => Promise<unknown>, what: string, key: string = ''): LoadState {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let current = true;
    setStatus('loading');
    loadRef.current().then(
      () => {
        if (current) setStatus('ready');
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(`Could not load ${what}`, error);
        setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [what, key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, retry };
}
