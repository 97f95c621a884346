import { NavLink } from 'react-router';
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
            className={({ isActive }) => `t-nav-link${isActive ? ' t-nav-link--active' : ''}`}
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
    <nav className={`t-sidebar${collapsed ? ' t-sidebar--rail' : ''}`} aria-label="Screens">
      <button type="button" className="t-sidebar__toggle" onClick={onToggle} aria-expanded={!collapsed} title={collapsed ? 'Show all screens' : 'Collapse the menu'}>
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        <span className={collapsed ? 'bx-visually-hidden' : undefined}>{collapsed ? 'Show all screens' : 'Collapse the menu'}</span>
      </button>
      {collapsed ? (
        <ul className="t-nav-list t-nav-list--rail">
          {RAIL_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink to={`/${link.path}`} className={({ isActive }) => `t-nav-link t-nav-link--icon${isActive ? ' t-nav-link--active' : ''}`} aria-label={link.label} title={link.label}>
                <TabIcon name={link.icon} />
              </NavLink>
            </li>
          ))}
        </ul>
      ) : (
        <ScreenNavigation />
      )}
    </nav>
  );
}
