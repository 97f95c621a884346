import { classNames } from '../class-names';

/**
 * The classes of a link in `<AppBar>`, for a plain `<a>` or a router's link alike: `brand` is
 * the product name (large, in the text colour), `action` a header link such as Notifications
 * (strong, room for a `<CountBadge>` beside the words).
 *
 * @example
 * <Link to="/" className={appBarLinkClassName({ variant: 'brand' })}>Beurs</Link>
 * <a href="/notifications" className={appBarLinkClassName({ variant: 'action' })}>Notifications</a>
 */
export function appBarLinkClassName({ variant, className }: { variant: 'brand' | 'action'; className?: string }): string {
  return classNames('bx-app-bar__link', `bx-app-bar__link--${variant}`, className);
}
