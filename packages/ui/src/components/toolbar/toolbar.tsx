import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<Toolbar>`; other props (`className` for the app's layout, ...) go to the `<div>`. */
export interface ToolbarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'aria-label'> {
  /** Accessible name of the row, e.g. `'Timeframe'`. */
  label: string;
  /**
   * `'toolbar'` for a row of tools; `'group'` for buttons that belong together but are not tools
   * (one-click Sell and Buy). Defaults to `'toolbar'`.
   */
  role?: 'toolbar' | 'group';
  /** Digits of equal width, so a row showing live prices does not jitter. Defaults to `false`. */
  numeric?: boolean;
  children: ReactNode;
}

/**
 * A named row of small buttons that wraps on a narrow pane. Every button keeps its own Tab
 * stop: the row is short, and the terminal's keyboard users reach each tool directly.
 *
 * @example
 * <Toolbar label="Timeframe">
 *   <Button size="small" variant="primary" aria-pressed>1m</Button>
 *   <Button size="small" variant="ghost" aria-pressed={false}>5m</Button>
 * </Toolbar>
 */
export function Toolbar({ label, role = 'toolbar', numeric = false, className, children, ...rest }: ToolbarProps) {
  return (
    <div role={role} aria-label={label} className={classNames('bx-toolbar', numeric && 'bx-toolbar--numeric', className)} {...rest}>
      {children}
    </div>
  );
}
