import type { ReactNode } from 'react';
import { Button, EmptyState, Skeleton } from '@beurs/ui';
import type { LoadState } from './load-state';

/** Props of {@link LoadView}. */
export interface LoadViewProps {
  state: LoadState;
  /** What is loading, e.g. "orders": used in the loading and error texts. */
  what: string;
  /** Whether the loaded data is empty. */
  isEmpty: boolean;
  /** Shown when the data is loaded and empty. */
  empty: ReactNode;
  /** Shown once loaded; also while reloading when there is data already. */
  children: ReactNode;
  /** Skeleton lines while loading. Defaults to 4. */
  lines?: number;
}

/**
 * The three states every screen has around its data: loading (a skeleton that says what is
 * loading), failed (says so, with a retry; the cause is logged), empty (says what will appear).
 */
export function LoadView({ state, what, isEmpty, empty, children, lines = 4 }: LoadViewProps) {
  if (state.status === 'loading' && isEmpty) {
    return (
      <div className="t-skeleton-lines">
        <Skeleton label={`Loading ${what}`} height="1.5em" />
        {Array.from({ length: lines - 1 }, (_, index) => (
          <Skeleton key={index} height="1.5em" />
        ))}
      </div>
    );
  }
  if (state.status === 'failed' && isEmpty) {
    return (
      <EmptyState
        title={`Could not load ${what}`}
        description="The server did not answer as expected. Check your connection and try again."
        action={<Button onClick={state.retry}>Try again</Button>}
        headingLevel={3}
      />
    );
  }
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
