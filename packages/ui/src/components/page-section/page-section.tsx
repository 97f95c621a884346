import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { classNames } from '../class-names';

/** Props of `<PageSection>`; other props go to the `<section>`. */
export interface PageSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading; it names the section (`aria-labelledby`). */
  title: ReactNode;
  /** Level of the heading. Defaults to `2`. */
  headingLevel?: 2 | 3;
  /** The id of the heading. Defaults to a generated one. */
  headingId?: string;
  children?: ReactNode;
}

/**
 * A titled part of a landing page (the home page's "Market overview"): a `<section>` named by
 * its heading, set in the size of a section heading of running text. It sets no outer margin;
 * the caller spaces the sections through `className`.
 *
 * @example
 * <PageSection title="Market overview" className="home-section">
 *   <MarketOverview />
 * </PageSection>
 */
export function PageSection({ title, headingLevel = 2, headingId, className, children, ...rest }: PageSectionProps) {
  const generated = useId();
  const id = headingId ?? generated;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={classNames('bx-page-section', className)} aria-labelledby={id} {...rest}>
      <Heading id={id} className="bx-page-section__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
