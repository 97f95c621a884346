import { BrowserRouter } from 'react-router';
import { AppProviders } from './app-providers';
import { SiteRouter } from './site-router';

/**
 * The public site in the browser: the providers and the routes.
 *
 * React Router runs in declarative mode (`BrowserRouter` with route objects and `React.lazy`
 * pages) rather than as a data router: the site loads no data through routes, and the data
 * router's code alone would take the home page past its 100 KB budget (see docs/web-public.md).
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SiteRouter />
      </BrowserRouter>
    </AppProviders>
  );
}
