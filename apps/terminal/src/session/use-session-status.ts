import { useSyncExternalStore } from 'react';
import { getSession } from './session';
import type { SessionStatus } from './session-status';

function subscribe(listener: () => void): () => void {
  return getSession().subscribeStatus(listener);
}

function snapshot(): SessionStatus {
  return getSession().getStatus();
}

/** Where the start of the session stands (`starting`, `live`, `reconnecting`, `ended`). */
export function useSessionStatus(): SessionStatus {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
