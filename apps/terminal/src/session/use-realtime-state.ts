import { useSyncExternalStore } from 'react';
import type { RealtimeState } from '@beurs/realtime';
import { getServices } from '../services/services';

function subscribe(listener: () => void): () => void {
  return getServices().realtime.subscribe(listener);
}

function snapshot(): RealtimeState {
  return getServices().realtime.getState();
}

/** The live connection's state (`connected`, `reconnecting`, …). */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
