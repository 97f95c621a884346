import { Outlet, useNavigation } from 'react-router';
import { useLayout } from '@beurs/ui';
import { useNotifications } from '../notifications/use-notifications';
import { useCurrentUser } from '../session/use-current-user';
import { DemoLabel } from '../components/demo-label';
import { DemoTopUpButton } from '../components/demo-top-up-button';
import { AccountFiguresList } from './account-figures-list';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { RiskWarning } from './risk-warning';
import { SessionStatusBanner } from './session-status-banner';
import { Sidebar } from './sidebar';

/**
 * The frame of every screen: header, sidebar (at and above 1024 px) or bottom bar (below, when
 * signed in), the risk warning, and on wide screens the account rail (layout margins: left 360,
 * right 260, spec 9).
 */
export function TerminalLayout() {
  const { isMobile, band } = useLayout();
  const signedIn = useCurrentUser() !== null;
  const navigation = useNavigation();

  // Keeps the header's unread count loaded (and checked every minute) once signed in.
  useNotifications({ enabled: signedIn });

  const wide = !isMobile && band >= 1440;
  return (
    <div className={`t-shell${isMobile ? ' t-shell--mobile' : ' t-shell--desktop'}${wide ? ' t-shell--wide' : ''}`}>
      <a href="#main" className="t-skip-link">
        Skip to content
      </a>
      <AppHeader />
      <div className="t-body">
        {isMobile ? null : <Sidebar />}
        <main id="main" className="t-main" tabIndex={-1} aria-busy={navigation.state === 'loading' || undefined}>
          {navigation.state === 'loading' ? <div className="t-progress" role="progressbar" aria-label="Loading screen" /> : null}
          <SessionStatusBanner />
          <Outlet />
          <RiskWarning />
        </main>
        {wide ? (
          <aside className="t-rail" aria-label="Account summary">
            <h2 className="t-rail__title">Account</h2>
            <AccountFiguresList />
            <DemoLabel />
            <DemoTopUpButton />
          </aside>
        ) : null}
      </div>
      {isMobile && signedIn ? <BottomBar /> : null}
    </div>
  );
}
