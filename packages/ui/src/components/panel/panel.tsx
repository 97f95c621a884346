import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<Panel>`; other props (`aria-label`, a layout class) go to the element. */
export interface PanelProps extends HTMLAttributes<HTMLElement> {
  /**
   * `'section'` for a pane that is a region of its own, named by `aria-label` (the instrument
   * list, the order ticket). Defaults to `'div'`.
   */
  as?: 'div' | 'section';
  children?: ReactNode;
}

/**
 * A pane of a workspace: a framed surface with no padding, since each pane lays out what it
 * holds (a table that fills it edge to edge, a form with its own margins). Use `Card` for a
 * titled group of content in a page.
 *
 * @example
 * <Panel as="section" aria-label="Order ticket" className="workspace-ticket">
 *   <OrderTicket symbol={symbol} />
 * </Panel>
 */
export function Panel({ as: Element = 'div', className, ...rest }: PanelProps) {
  return <Element className={classNames('bx-panel', className)} {...rest} />;
}
