import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<SideNavigation>`. */
export interface SideNavigationProps extends HTMLAttributes<HTMLElement> {
  /** Accessible name of the navigation landmark, e.g. `'Screens'`. */
  label: string;
  /** Shown as a narrow rail (the toggle keeps only its arrow). Defaults to `false`. */
  collapsed?: boolean;
  /** Collapses or expands it; when given, a toggle button heads the navigation. */
  onToggle?: () => void;
  /** The toggle's name while expanded. Defaults to `'Collapse the menu'`. */
  collapseLabel?: string;
  /** The toggle's name while collapsed. Defaults to `'Expand the menu'`. */
  expandLabel?: string;
  /** The list of links; give each link `navLinkClassName()`. */
  children: ReactNode;
}

/**
 * The side navigation of wide screens: a navigation landmark on the surface colour with a
 * divider on its right, optionally headed by a button that collapses it to an icon rail
 * (`aria-expanded` says which). The app lays it out (width, padding, the list).
 *
 * @example
 * <SideNavigation label="Screens" collapsed={rail} onToggle={() => setRail(!rail)}>
 *   <ul>{links.map((link) => (
 *     <li key={link.to}><NavLink to={link.to} className={({ isActive }) => navLinkClassName({ active: isActive })}>{link.label}</NavLink></li>
 *   ))}</ul>
 * </SideNavigation>
 */
export function SideNavigation({
  label,
  collapsed = false,
  onToggle,
  collapseLabel = 'Collapse the menu',
  expandLabel = 'Expand the menu',
  className,
  children,
  ...rest
}: SideNavigationProps) {
  const toggleLabel = collapsed ? expandLabel : collapseLabel;
  return (
    <nav className={classNames('bx-side-nav', collapsed && 'bx-side-nav--collapsed', className)} aria-label={label} {...rest}>
      {onToggle ? (
        <button type="button" className="bx-side-nav__toggle" onClick={onToggle} aria-expanded={!collapsed} title={toggleLabel}>
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
          <span className={collapsed ? 'bx-visually-hidden' : undefined}>{toggleLabel}</span>
        </button>
      ) : null}
      {children}
    </nav>
  );
}
