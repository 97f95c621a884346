import { useEffect, useState } from 'react';
import { Button, Notice } from '@beurs/ui';
import { getSession } from '../session/session';
import { useSessionStatus } from '../session/use-session-status';

/** Seconds until `at`, counted down once a second while shown. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1_000));
}

/**
 * Says so while the terminal cannot reach the server to start the session (offline, a restart,
 * a server fault): the person is still signed in, and the terminal retries by itself.
 */
export function SessionStatusBanner() {
  const status = useSessionStatus();
  const retryAt = status.phase === 'reconnecting' ? status.retryAt : null;
  const seconds = useSecondsUntil(retryAt);
  if (status.phase !== 'reconnecting') return null;
  return (
    <Notice tone="warning" className="t-notice t-session-status" role="status">
      <p>
        <strong>Reconnecting to the server…</strong> You are still signed in.{' '}
        {seconds > 0 ? `Trying again in ${seconds} s.` : 'Trying again now.'}
      </p>
      <Button variant="secondary" size="small" onClick={() => getSession().retryNow()}>
        Retry now
      </Button>
    </Notice>
  );
}
