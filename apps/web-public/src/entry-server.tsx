import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { SiteRouter } from './app/site-router';

/**
 * Renders a page to HTML at build time (scripts/prerender.mjs does it for the home page), so the
 * first paint needs no JavaScript. The browser then hydrates it (src/main.tsx). Whatever loads
 * after start (the platform's details) renders in its loading state here, as in the browser's
 * first render.
 */
export function renderPage(url: string): string {
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <SiteRouter />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
}
