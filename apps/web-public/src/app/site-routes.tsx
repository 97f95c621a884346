import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../pages/home/home-page';
import { SiteLayout } from '../layout/site-layout';
import { routePath } from '../routes/route-path';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page by its route name (contract §2), its code loaded when the page is first shown.
 * The home page is the one page bundled with the layout: it is where most visits start, and it
 * paints without a second round trip.
 */
const LAZY_PAGES: ReadonlyArray<readonly [name: string, load: PageLoader]> = [
  ['markets-all', () => import('../pages/markets/markets-all-page')],
  ['markets-trade-shares', () => import('../pages/markets/content/shares-page')],
  ['markets-forex', () => import('../pages/markets/content/forex-page')],
  ['markets-crypto', () => import('../pages/markets/content/crypto-page')],
  ['markets-indices', () => import('../pages/markets/content/indices-page')],
  ['markets-commodities', () => import('../pages/markets/content/commodities-page')],
  ['economic-calendar', () => import('../pages/calendars/economic-calendar-page')],
  ['earnings-calendar', () => import('../pages/calendars/earnings-calendar-page')],
  ['learn', () => import('../pages/learn/learn-page')],
  ['ltt-why-is-cfd', () => import('../pages/learn/articles/why-is-cfd')],
  ['ltt-how-to-trade-cfd', () => import('../pages/learn/articles/how-to-trade-cfd')],
  ['ltt-cfd-markets', () => import('../pages/learn/articles/cfd-markets')],
  ['ltt-cfd-trading-explained', () => import('../pages/learn/articles/cfd-trading-explained')],
  ['ltt-cfd-vs-share', () => import('../pages/learn/articles/cfd-vs-share')],
  ['compliance', () => import('../pages/compliance/compliance-overview-page')],
  ['compliance-compliance', () => import('../pages/compliance/compliance-rules-page')],
  ['compliance-regulations', () => import('../pages/compliance/regulations-page')],
  ['compliance-terms', () => import('../pages/compliance/trading-terms-page')],
  ['is-safe', () => import('../pages/info/is-safe-page')],
  ['why-we', () => import('../pages/info/why-we-page')],
  ['careers', () => import('../pages/info/careers-page')],
  ['terms', () => import('../pages/info/terms-page')],
  ['faq', () => import('../pages/faq/faq-page')],
  ['faq-account', () => import('../pages/faq/sections/account')],
  ['faq-id-and-address', () => import('../pages/faq/sections/id-and-address')],
  ['faq-trading', () => import('../pages/faq/sections/trading')],
  ['faq-deposit-withdrawal', () => import('../pages/faq/sections/deposit-withdrawal')],
  ['faq-market-orders', () => import('../pages/faq/sections/market-orders')],
  ['faq-pending-orders', () => import('../pages/faq/sections/pending-orders')],
  ['faq-profit', () => import('../pages/faq/sections/profit')],
  ['faq-loss', () => import('../pages/faq/sections/loss')],
  ['faq-other', () => import('../pages/faq/sections/other')],
  ['login', () => import('../pages/auth/login-page')],
  ['registration', () => import('../pages/auth/registration-page')],
  ['forgot-password', () => import('../pages/auth/forgot-password-page')],
  ['reset-password', () => import('../pages/auth/reset-password-page')],
  ['test-chart', () => import('../pages/test-chart/test-chart-page')],
];

function lazyRoute(path: string, load: PageLoader): RouteObject {
  const Page = lazy(load);
  return { path, element: <Page /> };
}

/** The site's routes: one shared layout around the home page, the lazy pages and a 404. */
export const SITE_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...LAZY_PAGES.map(([name, load]) => lazyRoute(routePath(name).slice(1), load)),
      lazyRoute('*', () => import('../pages/not-found/not-found-page')),
    ],
  },
];
