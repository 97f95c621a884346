import type { DetailsHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<Dropdown>`; other props (`onToggle`, `open`, ...) go to the `<details>`. */
export interface DropdownProps extends Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'children'> {
  /** What the always-visible summary says, e.g. `'Indicators (2)'`. */
  label: ReactNode;
  /** What opens in the panel. */
  children: ReactNode;
  /**
   * What the panel lines up with. `'self'`: it opens under the summary, as wide as its content.
   * `'container'`: it spans the nearest positioned ancestor (give the row of dropdowns
   * `position: relative`), so every dropdown of a toolbar opens one full-width panel in the same
   * place. Defaults to `'self'`.
   */
  anchor?: 'self' | 'container';
  /** Classes for the panel, for the app's layout of what is in it. */
  panelClassName?: string;
}

/**
 * A native disclosure (`<details>`) whose panel opens over what follows instead of pushing it
 * down, so a chart under a row of them keeps its height. The summary is keyboard-operable
 * (Enter, Space) without script; closing is the caller's, e.g. `details.removeAttribute('open')`
 * once a choice is made.
 *
 * @example
 * <Dropdown label="Indicators" anchor="container">
 *   <Button size="small" variant="ghost" aria-pressed={false}>RSI 14</Button>
 * </Dropdown>
 */
export function Dropdown({ label, children, anchor = 'self', panelClassName, className, ...rest }: DropdownProps) {
  return (
    <details className={classNames('bx-dropdown', anchor === 'container' && 'bx-dropdown--anchor-container', className)} {...rest}>
      <summary className="bx-dropdown__summary">{label}</summary>
      <div className={classNames('bx-dropdown__panel', panelClassName)}>{children}</div>
    </details>
  );
}
