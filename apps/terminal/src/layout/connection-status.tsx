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

// The account bar's short words; the rest stays for screen readers and in the tooltip.
const SHORT: Partial<Record<keyof typeof TEXT, string>> = { reconnecting: 'Reconnecting…' };

// The dot repeats the words: green while live, amber while prices may be stale or the session is over.
const TONE: Record<keyof typeof TEXT, StatusIndicatorTone> = {
  idle: 'neutral',
  connecting: 'neutral',
  connected: 'positive',
  reconnecting: 'warning',
  closed: 'neutral',
  expired: 'warning',
};

/**
 * Whether live orders are flowing, said in words (not by colour alone). `compact` (the account
 * bar) shows the first words of a long state and keeps the whole of it for screen readers.
 */
export function ConnectionStatus({ compact = false }: { compact?: boolean }) {
  const state = useRealtimeState();
  const text = TEXT[state];
  const short = compact ? SHORT[state] : undefined;
  return (
    <StatusIndicator tone={TONE[state]} title={text} className="t-connection">
      {short ? (
        <>
          {short}
          <span className="bx-visually-hidden">{text.slice(short.length)}</span>
        </>
      ) : (
        text
      )}
    </StatusIndicator>
  );
}
