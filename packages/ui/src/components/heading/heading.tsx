import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

/**
 * The size of a heading, independent of its level: `'large'` titles a card or a pane (an order
 * ticket, the news items); `'medium'` titles a panel inside one, in body size.
 */
export type HeadingSize = 'large' | 'medium';

/** Props of `<Heading>`; other props (`id`, `tabIndex`, ...) go to the `<hN>`. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (`<h2>`, `<h3>`, ...), chosen for the document's structure, not the look. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Defaults to `'large'`. */
  size?: HeadingSize;
  children?: ReactNode;
}

/**
 * A section heading whose look does not follow its level, so the outline can be right and the
 * size still fit the place. It sets no margins; the caller places it. The ref reaches the heading,
 * so a screen can move focus to it (with `tabIndex={-1}`).
 *
 * @example
 * <Heading level={2} id="ticket-title">Buy EURUSD</Heading>
 * <Heading level={3} size="medium">Price alerts on EURUSD</Heading>
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size = 'large', className, children, ...rest },
  ref,
) {
  const Element = `h${level}` as const;
  return (
    <Element ref={ref} className={classNames('bx-heading', `bx-heading--${size}`, className)} {...rest}>
      {children}
    </Element>
  );
});
