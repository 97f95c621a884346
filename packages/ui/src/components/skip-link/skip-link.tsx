import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<SkipLink>`. */
export interface SkipLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The id of the main content, as a fragment. Defaults to `'#main'`. */
  href?: string;
  /** Defaults to `'Skip to content'`. */
  children?: ReactNode;
}

/**
 * The first link of a page: out of sight until the keyboard focuses it, then shown at the top
 * left, so keyboard users can jump past the header and navigation (WCAG 2.4.1). Its target
 * should be focusable (`tabIndex={-1}` on `<main>`).
 *
 * @example
 * <SkipLink />
 * <main id="main" tabIndex={-1}>…</main>
 */
export function SkipLink({ href = '#main', className, children = 'Skip to content', ...rest }: SkipLinkProps) {
  return (
    <a href={href} className={classNames('bx-skip-link', className)} {...rest}>
      {children}
    </a>
  );
}
