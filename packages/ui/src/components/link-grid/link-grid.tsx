import type { ReactNode } from 'react';
import type { ButtonLinkRenderProps } from '../button-link/button-link';
import { classNames } from '../class-names';

/** One page of a `<LinkGrid>`. */
export interface LinkGridItem {
  href: string;
  /** The card's heading, the link's text. */
  title: ReactNode;
  /** A line that says what is there. Defaults to none. */
  summary?: ReactNode;
}

/** Props of `<LinkGrid>`. */
export interface LinkGridProps {
  items: readonly LinkGridItem[];
  /** Level of each card's heading. Defaults to `2`. */
  headingLevel?: 2 | 3 | 4;
  /** Renders each link, e.g. a router's `<Link>`; gets the same props as `<ButtonLink>`'s. Defaults to a plain `<a>`. */
  renderLink?: (props: ButtonLinkRenderProps) => ReactNode;
  /** For the app's layout (e.g. narrower columns), not the look. */
  className?: string;
}

function renderAnchor({ children, ...props }: ButtonLinkRenderProps) {
  return <a {...props}>{children}</a>;
}

/**
 * A grid of links to pages (a hub's sections, the markets), each a card with a heading that
 * is the link and a muted line under it. Only the heading is the link, so the summary reads as
 * text. Router-agnostic through `renderLink`, as `<ButtonLink>`.
 *
 * @example
 * <LinkGrid headingLevel={3} renderLink={({ href, ...props }) => <Link to={href} {...props} />}
 *   items={[{ href: '/markets/forex', title: 'Forex', summary: 'Currency pairs, up to 30:1.' }]} />
 */
export function LinkGrid({ items, headingLevel = 2, renderLink = renderAnchor, className }: LinkGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={classNames('bx-link-grid', className)}>
      {items.map((item) => (
        <li key={item.href} className="bx-link-grid__item">
          <Heading className="bx-link-grid__title">
            {renderLink({ href: item.href, className: 'bx-link-grid__link', ref: null, children: item.title })}
          </Heading>
          {item.summary ? <p className="bx-link-grid__summary">{item.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
