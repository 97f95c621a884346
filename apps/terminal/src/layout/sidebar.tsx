import { NavLink } from 'react-router';
import { SCREEN_LINKS } from '../app/screen-links';

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

/** The sidebar of wide screens (at and above 1024 px). */
export function Sidebar() {
  return (
    <nav className="t-sidebar" aria-label="Screens">
      <ScreenNavigation />
    </nav>
  );
}
