import type { LiHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/**
 * An accent edge on a card: `'unread'` a thick left border, for a message not yet read;
 * `'selected'` a thin inset line, for the item the user picked (the border keeps its width, so
 * nothing moves when the selection does).
 */
export type ListCardMarker = 'unread' | 'selected';

/** Props of `<ListCard>`; other props (`data-*`, `tabIndex`, ...) go to the `<li>`. */
export interface ListCardProps extends LiHTMLAttributes<HTMLLIElement> {
  /** Defaults to none. The edge only repeats what the content says (an "Unread" badge, `aria-current`). */
  marker?: ListCardMarker;
  children?: ReactNode;
}

/**
 * One item of a list, drawn as a small card (a notification, an order on a phone). Put it in a
 * `<ul>`/`<ol>`; the caller lays out its content and the list through `className`.
 *
 * @example
 * <ul className="t-notification-list">
 *   <ListCard marker={read ? undefined : 'unread'}>…</ListCard>
 * </ul>
 */
export function ListCard({ marker, className, children, ...rest }: ListCardProps) {
  return (
    <li className={classNames('bx-list-card', marker && `bx-list-card--${marker}`, className)} {...rest}>
      {children}
    </li>
  );
}
