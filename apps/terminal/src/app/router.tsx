import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { TerminalLayout } from '../layout/terminal-layout';
import { RouteError } from './route-error';
import { ScreenFallback } from './screen-fallback';

type ScreenModule = Promise<{ default: React.ComponentType }>;

/** A lazily loaded screen: its code is fetched when the route is first visited. */
function screen(path: string, load: () => ScreenModule): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** Every terminal route (contract §2), below /terminal, each screen in its own chunk. */
export const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <TerminalLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <ScreenFallback />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      screen('dashboard', () => import('../screens/dashboard/dashboard-screen')),
      screen('exchange', () => import('../screens/exchange/exchange-screen')),
      screen('instrument/:id', () => import('../screens/instrument/instrument-screen')),
      screen('orders', () => import('../screens/orders/orders-screen')),
      screen('history', () => import('../screens/history/history-screen')),
      screen('statistics', () => import('../screens/statistics/statistics-screen')),
      screen('history-transaction', () => import('../screens/transactions/transactions-screen')),
      screen('deposit', () => import('../screens/deposit/deposit-screen')),
      screen('withdrawal', () => import('../screens/withdrawal/withdrawal-screen')),
      screen('account', () => import('../screens/account/account-screen')),
      screen('account/verification', () => import('../screens/verification/verification-screen')),
      screen('account/security', () => import('../screens/security/security-screen')),
      screen('support', () => import('../screens/support/support-screen')),
      screen('news', () => import('../screens/news/news-screen')),
      screen('notifications', () => import('../screens/notifications/notifications-screen')),
      screen('notifications/:id', () => import('../screens/notifications/notification-screen')),
      screen('*', () => import('../screens/not-found/not-found-screen')),
    ],
  },
];

/** The terminal's router, under /terminal. */
export function createTerminalRouter() {
  return createBrowserRouter(ROUTES, { basename: '/terminal' });
}
