import { forwardRef, type HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<PageTitle>`. */
export interface PageTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** `small` for dense screens (a trading workspace) that need the room. Defaults to `'medium'`. */
  size?: 'medium' | 'small';
}

/**
 * The `<h1>` of a screen. Long names wrap anywhere rather than widen the page. It can take the
 * focus after a navigation (`tabIndex={-1}` and the ref): a keyboard user then sees the focus
 * ring, a pointer user does not.
 *
 * @example
 * <PageTitle ref={heading} tabIndex={-1}>Orders</PageTitle>
 * <PageTitle size="small">Exchange</PageTitle>
 */
export const PageTitle = forwardRef<HTMLHeadingElement, PageTitleProps>(function PageTitle(
  { size = 'medium', className, children, ...rest },
  ref,
) {
  return (
    <h1 ref={ref} className={classNames('bx-page-title', `bx-page-title--${size}`, className)} {...rest}>
      {children}
    </h1>
  );
});
