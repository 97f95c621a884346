import type { HTMLAttributes } from 'react';
import { classNames } from '../class-names';

/** Props of `<PageFooter>`; other props go to the `<footer>`. */
export type PageFooterProps = HTMLAttributes<HTMLElement>;

/**
 * The footer of a content site: a `<footer>` (the page's contentinfo landmark) on the surface
 * colour, with a rule above and small type. It only gives the look; the app lays out what is
 * inside (site map, operator, appearance) and its spacing. Give its group headings
 * `<Heading size="medium">` and its small print `<Text variant="muted">`.
 *
 * @example
 * <PageFooter className="site-footer">
 *   <nav aria-label="Site map">…</nav>
 *   <Text as="p" variant="muted">Beurs is open-source trading software.</Text>
 * </PageFooter>
 */
export function PageFooter({ className, children, ...rest }: PageFooterProps) {
  return (
    <footer className={classNames('bx-page-footer', className)} {...rest}>
      {children}
    </footer>
  );
}
