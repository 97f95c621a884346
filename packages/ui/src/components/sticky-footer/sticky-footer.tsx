import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<StickyFooter>`; other props go to the `<div>`. */
export interface StickyFooterProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
}

/**
 * The end of a scrolling form that stays in view (the order ticket's Buy/Sell button): it sticks
 * to the bottom of the scrolling container and is filled with the surface colour, so the fields
 * pass under it rather than through it. How its content is laid out is the caller's, through
 * `className`.
 *
 * @example
 * <StickyFooter className="ticket-submit">
 *   <Button type="submit" fullWidth>Buy 0.10 EURUSD</Button>
 * </StickyFooter>
 */
export function StickyFooter({ className, children, ...rest }: StickyFooterProps) {
  return (
    <div className={classNames('bx-sticky-footer', className)} {...rest}>
      {children}
    </div>
  );
}
