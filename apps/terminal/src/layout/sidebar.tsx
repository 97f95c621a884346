import { NavLink } from 'react-router';
import { SideNavigation, navLinkClassName } from '@beurs/ui';
import { SCREEN_LINKS } from '../app/screen-links';
import { TabIcon } from './tab-icons';
import './sidebar.css';

/**
 * Links to every screen, the current one marked `aria-current="page"`. As a `rail`, each is its
 * screen's icon with the name shown beside it on hover and on keyboard focus (and always given to
 * screen readers).
 */
export function ScreenNavigation({ onNavigate, className, rail = false }: { onNavigate?: () => void; className?: string; rail?: boolean }) {
  return (
    <ul className={className ?? (rail ? 't-nav-list t-nav-list--rail' : 't-nav-list')}>
      {SCREEN_LINKS.map((link) => (
        <li key={link.path}>
          <NavLink
            to={`/${link.path}`}
            end={link.path === 'account'}
            className={({ isActive }) =>
              navLinkClassName({ active: isActive, className: rail ? 't-nav-link t-nav-link--icon' : 't-nav-link' })
            }
            onClick={onNavigate}
          >
            {rail ? (
              <>
                <TabIcon name={link.icon} />
                <span className="t-nav-link__tip">{link.label}</span>
              </>
            ) : (
              link.label
            )}
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
      <ScreenNavigation rail={collapsed} />
    </SideNavigation>
  );
}
