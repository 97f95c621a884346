import type { ReactNode } from 'react';
import { classNames } from '../class-names';

/** One tab of the bottom bar. */
export interface BottomNavigationItem {
  href: string;
  label: string;
  /** A decorative icon shown above the label; hidden from assistive tech. */
  icon: ReactNode;
}

/** What `renderLink` receives: spread it on your router's link (mapping `href` to `to` if needed). */
export interface BottomNavigationLinkProps {
  href: string;
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

/** Props of `<BottomNavigation>`. */
export interface BottomNavigationProps {
  /** The tabs; the spec's four are Exchange, Orders, History and News. */
  items: readonly BottomNavigationItem[];
  /** The current location's path; the matching tab is highlighted. */
  currentPath?: string;
  /**
   * Decides which tab is current. Defaults to: `currentPath` equals the tab's `href` or is
   * below it (`/terminal/news/12` is under News).
   */
  isActive?: (item: BottomNavigationItem, currentPath: string | undefined) => boolean;
  /** Renders each link, e.g. with your router's `Link`. Defaults to a plain `<a>`. */
  renderLink?: (props: BottomNavigationLinkProps, item: BottomNavigationItem) => ReactNode;
  /** Accessible name of the navigation landmark. Defaults to `'Main'`. */
  label?: string;
  className?: string;
}

function isUnder(item: BottomNavigationItem, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false;
  const href = item.href.replace(/\/+$/, '');
  return currentPath === item.href || currentPath === href || currentPath.startsWith(`${href}/`);
}

function renderAnchor({ href, className, 'aria-current': ariaCurrent, children }: BottomNavigationLinkProps) {
  return (
    <a href={href} className={className} aria-current={ariaCurrent}>
      {children}
    </a>
  );
}

/**
 * The mobile bottom bar (contract §2): a navigation landmark with one link per tab; the current tab
 * is highlighted and marked `aria-current="page"`. It does not depend on a router: pass
 * `currentPath` (or `isActive`) and `renderLink`. Show it below the mobile breakpoint
 * (`useIsMobile()`) when the user is signed in.
 *
 * @example
 * <BottomNavigation currentPath={location.pathname} items={tabs}
 *   renderLink={({ href, ...props }) => <Link to={href} {...props} />} />
 */
export function BottomNavigation({
  items,
  currentPath,
  isActive = isUnder,
  renderLink = renderAnchor,
  label = 'Main',
  className,
}: BottomNavigationProps) {
  return (
    <nav className={classNames('bx-bottom-nav', className)} aria-label={label}>
      <ul className="bx-bottom-nav__list">
        {items.map((item) => {
          const active = isActive(item, currentPath);
          return (
            <li key={item.href} className="bx-bottom-nav__item">
              {renderLink(
                {
                  href: item.href,
                  className: classNames('bx-bottom-nav__link', active && 'bx-bottom-nav__link--active'),
                  'aria-current': active ? 'page' : undefined,
                  children: (
                    <>
                      <span className="bx-bottom-nav__icon" aria-hidden="true">
                        {item.icon}
                      </span>
                      <span className="bx-bottom-nav__label">{item.label}</span>
                    </>
                  ),
                },
                item,
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
