import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button, EmptyState } from '@beurs/ui';
import { RiskWarning } from '../layout/risk-warning';

/** What a screen that failed to load or crashed shows; the cause is logged. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('A screen failed', error);
  }, [error]);
  return (
    <main className="t-main t-main--error">
      <h1>Something went wrong</h1>
      <EmptyState
        title="This screen could not be shown"
        description="Reloading the page usually helps. Your orders and balance are safe on the server."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
      <RiskWarning />
    </main>
  );
}
