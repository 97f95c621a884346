import { useRealtimeState } from '../session/use-realtime-state';

const TEXT = {
  idle: 'Offline',
  connecting: 'Connecting…',
  connected: 'Live',
  reconnecting: 'Reconnecting… prices and P&L may be stale',
  closed: 'Offline',
  expired: 'Session ended',
} as const;

/** Whether live orders are flowing, said in words (not by colour alone). */
export function ConnectionStatus() {
  const state = useRealtimeState();
  return (
    <span className={`t-connection t-connection--${state}`} role="status">
      <span className="t-connection__dot" aria-hidden="true" />
      {TEXT[state]}
    </span>
  );
}
