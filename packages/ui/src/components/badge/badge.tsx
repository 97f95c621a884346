import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** The colour of a badge; each pairs a text colour that passes WCAG AA on the badge. */
export type BadgeVariant = 'neutral' | 'accent' | 'positive' | 'negative' | 'warning';

/** Props of `<Badge>`. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Defaults to `'neutral'`. */
  variant?: BadgeVariant;
  children: ReactNode;
}

/**
 * A short status label. Its text carries the meaning; the colour only repeats it.
 *
 * @example
 * <Badge variant="positive">Open</Badge>
 * <Badge variant="warning">Pending</Badge>
 */
export function Badge({ variant = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span className={classNames('bx-badge', `bx-badge--${variant}`, className)} {...rest}>
      {children}
    </span>
  );
}
