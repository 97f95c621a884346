import { useRoutes } from 'react-router';
import { SITE_ROUTES } from './site-routes';

/** Renders the page of the current location. */
export function SiteRouter() {
  return useRoutes(SITE_ROUTES);
}
