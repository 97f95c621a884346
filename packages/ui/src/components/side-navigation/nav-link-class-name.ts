import { classNames } from '../class-names';

/**
 * The classes of a link in `<SideNavigation>` (or any vertical list of screens), for a plain
 * `<a>` or a router's link; `active` marks the current screen (bar on the left, accent text).
 * Mark the current link `aria-current="page"` too (react-router's `NavLink` does).
 *
 * @example
 * <NavLink to="/orders" className={({ isActive }) => navLinkClassName({ active: isActive })}>Orders</NavLink>
 */
export function navLinkClassName({ active = false, className }: { active?: boolean; className?: string } = {}): string {
  return classNames('bx-nav-link', active && 'bx-nav-link--active', className);
}
