import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<DividedList>`; other props (`aria-label`, `tabIndex`, ...) go to the `<ul>`. */
export interface DividedListProps extends HTMLAttributes<HTMLUListElement> {
  /** The `<li>` items; what is in each, and its layout, is the caller's. */
  children: ReactNode;
}

/**
 * A plain list of rows, each under a divider line, without bullets or indent: the lists in a
 * dialog (the user's watchlists). The items are the caller's own `<li>` elements, so a row can
 * turn into a form or a question in place.
 *
 * @example
 * <DividedList aria-label="Your watchlists">
 *   {lists.map((list) => <li key={list.id}>{list.name}</li>)}
 * </DividedList>
 */
export const DividedList = forwardRef<HTMLUListElement, DividedListProps>(function DividedList({ className, children, ...rest }, ref) {
  return (
    <ul ref={ref} className={classNames('bx-divided-list', className)} {...rest}>
      {children}
    </ul>
  );
});
