import type { ReactNode } from 'react';
import type { SiteLink } from '../routes/site-map';
import { PageIntro, type PageIntroProps } from './page-intro';
import { SectionNav } from './section-nav';

/** Props of `<ProsePage>`. */
export interface ProsePageProps extends PageIntroProps {
  /** The pages of the section, shown beside the text. Defaults to none. */
  section?: { label: string; links: readonly SiteLink[] };
  children: ReactNode;
}

/** A page of running text: the introduction, then the text, with the section's pages beside it. */
export function ProsePage({ section, children, ...intro }: ProsePageProps) {
  const text = <div className="prose">{children}</div>;
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
