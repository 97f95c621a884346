import { useEffect } from 'react';

/** The site's name, after every page title. */
export const SITE_NAME = 'Beurs';

/** What a page tells the browser tab and search engines about itself. */
export interface PageMeta {
  /** The page's own title, without the site name. */
  title: string;
  /** One or two sentences for the meta description. */
  description: string;
}

/** Sets `<title>` and the meta description for the page being shown (on every navigation). */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
