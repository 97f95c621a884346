import type { HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<CountBadge>`. */
export interface CountBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** How many, e.g. unread notifications. */
  count: number;
}

/**
 * A small round count in the accent colour, beside a link or tab. It renders nothing when the
 * count is 0 or less, since "0" on a badge reads as something to look at. The bare number
 * says little to a screen reader: say it in the link's words too and hide the badge
 * (`aria-hidden`).
 *
 * @example
 * <Link to="/notifications">
 *   Notifications<span className="bx-visually-hidden"> ({unread} unread)</span>
 *   <CountBadge count={unread} aria-hidden="true" />
 * </Link>
 */
export function CountBadge({ count, className, ...rest }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={classNames('bx-count-badge', className)} {...rest}>
      {count}
    </span>
  );
}
