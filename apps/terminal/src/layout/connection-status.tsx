import { StatusIndicator, type StatusIndicatorTone } from '@beurs/ui';
import { useRealtimeState } from '../session/use-realtime-state';

const TEXT = {
  idle: 'Offline',
  connecting: 'Connecting…',
  connected: 'Live',
  reconnecting: 'Reconnecting… prices and P&L may be stale',
  closed: 'Offline',
  expired: 'Session ended',
} as const;

// The dot repeats the words: green while live, amber while prices may be stale or the session is over.
const TONE: Record<keyof typeof TEXT, StatusIndicatorTone> = {
  idle: 'neutral',
  connecting: 'neutral',
  connected: 'positive',
  reconnecting: 'warning',
  closed: 'neutral',
  expired: 'warning',
};

/** Whether live orders are flowing, said in words (not by colour alone). */
export function ConnectionStatus() {
  const state = useRealtimeState();
  return <StatusIndicator tone={TONE[state]}>{TEXT[state]}</StatusIndicator>;
}
