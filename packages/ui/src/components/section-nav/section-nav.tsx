import type { ReactNode } from 'react';
import type { ButtonLinkRenderProps } from '../button-link/button-link';
import { classNames } from '../class-names';

/** One page of a `<SectionNav>`. */
export interface SectionNavItem {
  href: string;
  label: ReactNode;
}

/** Props of `<SectionNav>`. */
export interface SectionNavProps {
  /** Accessible name of the navigation landmark, e.g. "Market pages". */
  label: string;
  items: readonly SectionNavItem[];
  /** The current location's path: the item with this `href` is marked `aria-current="page"`. */
  currentPath?: string;
  /** Renders each link, e.g. a router's `<Link>`; gets the same props as `<ButtonLink>`'s. Defaults to a plain `<a>`. */
  renderLink?: (props: ButtonLinkRenderProps) => ReactNode;
  /** For the app's layout (e.g. a column beside the text), not the look. */
  className?: string;
}

function renderAnchor({ children, ...props }: ButtonLinkRenderProps) {
  return <a {...props}>{children}</a>;
}

/**
 * The pages of one section of a content site as a row of framed links that wraps (an app may
 * stack it beside the text), the current page filled with the accent and marked
 * `aria-current="page"`, so a reader can move between the pages. Router-agnostic through
 * `renderLink`.
 *
 * @example
 * <SectionNav label="FAQ sections" currentPath={location.pathname}
 *   items={[{ href: '/faq/account', label: 'Account' }, { href: '/faq/trading', label: 'Trading' }]} />
 */
export function SectionNav({ label, items, currentPath, renderLink = renderAnchor, className }: SectionNavProps) {
  return (
    <nav className={classNames('bx-section-nav', className)} aria-label={label}>
      <ul className="bx-section-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            {renderLink({
              href: item.href,
              className: 'bx-section-nav__link',
              ref: null,
              'aria-current': item.href === currentPath ? 'page' : undefined,
              children: item.label,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
