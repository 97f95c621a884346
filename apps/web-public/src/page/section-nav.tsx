import { SectionNav as SectionNavigation } from '@beurs/ui';
import { useLocation } from 'react-router';
import { renderRouterLink } from '../routes/render-router-link';
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
    <SectionNavigation
      className="section-nav"
      label={label}
      items={links.map((item) => ({ href: item.to, label: item.label }))}
      currentPath={pathname}
      renderLink={renderRouterLink}
    />
  );
}
