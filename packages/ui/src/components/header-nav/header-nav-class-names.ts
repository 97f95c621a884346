import { classNames } from '../class-names';

/**
 * The classes of a link in a site header's navigation, for a plain `<a>` or a router's link
 * alike: strong text that takes a muted fill on hover; the link with `aria-current` set (the
 * current section) is in the accent with a thick underline, so not by colour alone. In an open
 * menu panel (`headerNavListClassName({ open: true })`) the links are divided by rules.
 *
 * @example
 * <Link to="/markets" aria-current={current} className={headerNavLinkClassName({ className: 'main-nav__link' })}>Markets</Link>
 */
export function headerNavLinkClassName({ className }: { className?: string } = {}): string {
  return classNames('bx-header-nav__link', className);
}

/**
 * The classes of the list of a site header's navigation. `open`: the list is the panel a menu
 * button folds out on a small screen (surface, rule and shadow); the app places the panel.
 *
 * @example
 * <ul hidden={!open} className={headerNavListClassName({ open, className: 'main-nav__list' })}>…</ul>
 */
export function headerNavListClassName({ open, className }: { open: boolean; className?: string }): string {
  return classNames('bx-header-nav', open && 'bx-header-nav--open', className);
}
