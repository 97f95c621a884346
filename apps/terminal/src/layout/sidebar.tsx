import { NavLink } from 'react-router';
import { SideNavigation, navLinkClassName } from '@beurs/ui';
import { SCREEN_LINKS } from '../app/screen-links';
import { TabIcon } from './tab-icons';

/** Links to every screen (wide screens), the current one marked `aria-current="page"`. */
export function ScreenNavigation({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  return (
    <ul className={className ?? 't-nav-list'}>
      {SCREEN_LINKS.map((link) => (
        <li key={link.path}>
          <NavLink
            to={`/${link.path}`}
            end={link.path === 'account'}
            className={({ isActive }) => navLinkClassName({ active: isActive, className: 't-nav-link' })}
            onClick={onNavigate}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The screens the collapsed rail keeps, the bottom bar's four with their icons. */
const RAIL_LINKS = [
  { path: 'exchange', label: 'Exchange', icon: 'exchange' },
  { path: 'orders', label: 'Orders', icon: 'orders' },
  { path: 'history', label: 'History', icon: 'history' },
  { path: 'news', label: 'News', icon: 'news' },
] as const;

/**
 * The sidebar of wide screens (at and above 1024 px). Collapsed, it is an icon rail with the
 * four main screens (the bottom bar's) and a button that opens the whole list again; the
 * exchange collapses it below 1440 px to give the workspace room (layout/terminal-layout.tsx).
 */
export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  return (
    <SideNavigation
      label="Screens"
      className={`t-sidebar${collapsed ? ' t-sidebar--rail' : ''}`}
      collapsed={collapsed}
      onToggle={onToggle}
      expandLabel="Show all screens"
    >
      {collapsed ? (
        <ul className="t-nav-list t-nav-list--rail">
          {RAIL_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink
                to={`/${link.path}`}
                className={({ isActive }) => navLinkClassName({ active: isActive, className: 't-nav-link t-nav-link--icon' })}
                aria-label={link.label}
                title={link.label}
              >
                <TabIcon name={link.icon} />
              </NavLink>
            </li>
          ))}
        </ul>
      ) : (
        <ScreenNavigation />
      )}
    </SideNavigation>
  );
}
