import { LinkGrid } from '@beurs/ui';
import { renderRouterLink } from '../routes/render-router-link';
import type { SiteLink } from '../routes/site-map';

/** Props of `<LinkCards>`. */
export interface LinkCardsProps {
  links: ReadonlyArray<SiteLink & { summary?: string }>;
  /** Heading level of each card's title. Defaults to 2. */
  headingLevel?: 2 | 3;
  /** For the page's layout (e.g. narrower columns). */
  className?: string;
}

/** A grid of links to pages of the site, each with a line that says what is there. */
export function LinkCards({ links, headingLevel = 2, className }: LinkCardsProps) {
  return (
    <LinkGrid
      className={className ? `link-cards ${className}` : 'link-cards'}
      headingLevel={headingLevel}
      items={links.map((item) => ({ href: item.to, title: item.label, summary: item.summary }))}
      renderLink={renderRouterLink}
    />
  );
}
