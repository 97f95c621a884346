import { NavLink } from 'react-router';
import { SideNavigation, navLinkClassName } from '@beurs/ui';
import { SCREEN_LINKS } from '../app/screen-links';
import { TabIcon } from './tab-icons';
import './sidebar.css';

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

/**
 * Every screen as an icon on a narrow rail, its name shown beside it on hover and on keyboard
 * focus (and always given to screen readers), the current one marked.
 */
function RailNavigation() {
  return (
    <ul className="t-nav-list t-nav-list--rail">
      {SCREEN_LINKS.map((link) => (
        <li key={link.path}>
          <NavLink
            to={`/${link.path}`}
            end={link.path === 'account'}
            className={({ isActive }) => navLinkClassName({ active: isActive, className: 't-nav-link t-nav-link--icon' })}
          >
            <TabIcon name={link.icon} />
            <span className="t-nav-link__tip">{link.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sidebar of wide screens (at and above 1024 px). Collapsed, it is a 56 px rail with every
 * screen's icon and a button that opens the whole list again; it is collapsed by default below
 * 1600 px so the chart gets the room (layout/terminal-layout.tsx), and the trader's choice is
 * remembered.
 */
export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  return (
    <SideNavigation
      label="Screens"
      className={`t-sidebar${collapsed ? ' t-sidebar--rail' : ''}`}
      collapsed={collapsed}
      onToggle={onToggle}
      expandLabel="Show the screens' names"
    >
      {collapsed ? <RailNavigation /> : <ScreenNavigation />}
    </SideNavigation>
  );
}
