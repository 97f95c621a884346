import type { ReactNode } from 'react';

/** One question and its answer. */
export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** One FAQ page: its title, meta description, an introduction and the questions. */
export interface FaqSection {
  title: string;
  description: string;
  items: readonly FaqItem[];
}
