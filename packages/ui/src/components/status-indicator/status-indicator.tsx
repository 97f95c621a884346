import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** The colour of the dot: `positive` for working (live), `warning` for degraded, `neutral` for off. */
export type StatusIndicatorTone = 'neutral' | 'positive' | 'warning';

/** Props of `<StatusIndicator>`. */
export interface StatusIndicatorProps extends HTMLAttributes<HTMLSpanElement> {
  /** Defaults to `'neutral'`. */
  tone?: StatusIndicatorTone;
  /** The state in words; the dot only repeats it in colour. */
  children: ReactNode;
}

/**
 * A coloured dot and a short state in words, such as a connection's "Live" or "Reconnecting…".
 * It is a `role="status"` live region by default, so a change is announced; pass another
 * `role` to turn that off.
 *
 * @example
 * <StatusIndicator tone="positive">Live</StatusIndicator>
 * <StatusIndicator tone="warning">Reconnecting… prices may be stale</StatusIndicator>
 */
export function StatusIndicator({ tone = 'neutral', className, children, ...rest }: StatusIndicatorProps) {
  return (
    <span role="status" className={classNames('bx-status-indicator', `bx-status-indicator--${tone}`, className)} {...rest}>
      <span className="bx-status-indicator__dot" aria-hidden="true" />
      {children}
    </span>
  );
}
