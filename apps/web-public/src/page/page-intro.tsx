import type { ReactNode } from 'react';
import { PageHeader } from '@beurs/ui';
import { usePageMeta } from './use-page-meta';

/** Props of `<PageIntro>`. */
export interface PageIntroProps {
  /** The page's `<h1>` and the first part of its `<title>`. */
  title: string;
  /** The meta description; also shown under the heading unless `lead` is given. */
  description: string;
  /** A short paragraph under the heading. Defaults to `description`. */
  lead?: ReactNode;
  /** A small line above the heading, e.g. the section's name. */
  eyebrow?: string;
}

/**
 * The top of a page: its `<h1>`, an introduction, and its `<title>` and meta description
 * (set on every navigation).
 */
export function PageIntro({ title, description, lead, eyebrow }: PageIntroProps) {
  usePageMeta({ title, description });
  return <PageHeader className="page-intro" eyebrow={eyebrow} title={title} lead={lead ?? description} />;
}
