import { Link } from 'react-router';
import type { SiteLink } from '../routes/site-map';

/** Props of `<LinkCards>`. */
export interface LinkCardsProps {
  links: ReadonlyArray<SiteLink & { summary?: string }>;
  /** Heading level of each card's title. Defaults to 2. */
  headingLevel?: 2 | 3;
}

/** A grid of links to pages, each with a line that says what is there. */
export function LinkCards({ links, headingLevel = 2 }: LinkCardsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="link-cards">
      {links.map((item) => (
        <li key={item.to} className="link-cards__item">
          <Heading className="link-cards__title">
            <Link to={item.to}>{item.label}</Link>
          </Heading>
          {item.summary ? <p>{item.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
