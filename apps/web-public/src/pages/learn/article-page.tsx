import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProsePage } from '../../page/prose-page';
import { LEARN_HUB, LEARN_LINKS } from '../../routes/site-map';

/** Props of `<ArticlePage>`. */
export interface ArticlePageProps {
  /** The article's path, to find the next one. */
  path: string;
  title: string;
  description: string;
  lead: string;
  children: ReactNode;
}

/** A learning article: the text, the other articles beside it, and a link to the next one. */
export function ArticlePage({ path, children, ...intro }: ArticlePageProps) {
  const index = LEARN_LINKS.findIndex((item) => item.to === path);
  const next = LEARN_LINKS[index + 1];
  const footer = next ? (
    <>
      Next: <Link to={next.to}>{next.label}</Link>
    </>
  ) : (
    <>
      Back to <Link to={LEARN_HUB.to}>all articles</Link>
    </>
  );
  return (
    <ProsePage
      eyebrow="Learn to trade"
      {...intro}
      section={{ label: 'Learning articles', links: [LEARN_HUB, ...LEARN_LINKS] }}
      footer={footer}
    >
      {children}
    </ProsePage>
  );
}
