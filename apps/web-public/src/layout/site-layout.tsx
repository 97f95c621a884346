import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteShell, SkipLink, Toaster } from '@beurs/ui';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteRiskWarning } from './site-risk-warning';
import { useRouteFocus } from './use-route-focus';

/**
 * The shared layout of every page: skip link, risk warning, header with the demo notice and the
 * navigation, the page in `<main>`, footer, toasts.
 */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useRouteFocus(mainRef);
  return (
    <SiteShell>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <SiteRiskWarning />
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
      <Toaster />
    </SiteShell>
  );
}
