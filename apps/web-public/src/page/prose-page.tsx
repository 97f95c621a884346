import type { ReactNode } from 'react';
import { Prose } from '@beurs/ui';
import type { SiteLink } from '../routes/site-map';
import { PageIntro, type PageIntroProps } from './page-intro';
import { SectionNav } from './section-nav';

/** Props of `<ProsePage>`. */
export interface ProsePageProps extends PageIntroProps {
  /** The pages of the section, shown beside the text. Defaults to none. */
  section?: { label: string; links: readonly SiteLink[] };
  /** A closing line under the text, set apart by a rule (a link to the next article). Defaults to none. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A page of running text: the introduction, then the text, with the section's pages beside it. */
export function ProsePage({ section, footer, children, ...intro }: ProsePageProps) {
  const text = <Prose footer={footer}>{children}</Prose>;
  return (
    <div className="site-container page">
      <PageIntro {...intro} />
      {section ? (
        <div className="section-layout">
          <SectionNav label={section.label} links={section.links} />
          {text}
        </div>
      ) : (
        text
      )}
    </div>
  );
}
