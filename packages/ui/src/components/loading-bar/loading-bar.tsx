import type { HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<LoadingBar>`. */
export interface LoadingBarProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading, e.g. `'Loading screen'`: the progress bar's accessible name. */
  label: string;
}

/**
 * A thin indeterminate progress bar (`role="progressbar"` without a value) for work of unknown
 * length, such as a screen loading after a navigation; show it only while the work runs. The
 * stripe stops moving for users who prefer reduced motion.
 *
 * @example
 * {navigation.state === 'loading' ? <LoadingBar label="Loading screen" /> : null}
 */
export function LoadingBar({ label, className, ...rest }: LoadingBarProps) {
  return <div role="progressbar" aria-label={label} className={classNames('bx-loading-bar', className)} {...rest} />;
}
