import { Link, useLocation } from 'react-router';
import type { SiteLink } from '../routes/site-map';

/** Props of `<SectionNav>`. */
export interface SectionNavProps {
  /** Accessible name of the navigation, e.g. "Market pages". */
  label: string;
  links: readonly SiteLink[];
}

/** The pages of one section, the current one marked, so a reader can move between them. */
export function SectionNav({ label, links }: SectionNavProps) {
  const { pathname } = useLocation();
  return (
    <nav className="section-nav" aria-label={label}>
      <ul>
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={pathname === item.to ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
