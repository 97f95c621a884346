import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<NoticeBar>`; other props go to the `<p>`. */
export interface NoticeBarProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The first words, in strong type and the warning colour (e.g. "Demo platform: virtual funds."). */
  label: ReactNode;
  /** What follows the label. */
  children?: ReactNode;
}

/**
 * A one-line strip across the top of a site, centred in small type on the muted surface with a
 * rule below, for something every visitor must know on every page (that the money is virtual).
 * Full width: place it outside the page's container.
 *
 * @example
 * <NoticeBar label="Demo platform: virtual funds.">Accounts hold virtual money only.</NoticeBar>
 */
export function NoticeBar({ label, className, children, ...rest }: NoticeBarProps) {
  return (
    <p className={classNames('bx-notice-bar', className)} {...rest}>
      <strong className="bx-notice-bar__label">{label}</strong> {children}
    </p>
  );
}
