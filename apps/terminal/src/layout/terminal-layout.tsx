import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingBar, SkipLink, useLayout } from '@beurs/ui';
import { useOrderFeedback } from '../feedback/use-order-feedback';
import { ShortcutsHelp } from '../keyboard/shortcuts-help';
import { useKeyboardShortcuts } from '../keyboard/use-keyboard-shortcuts';
import { useNotifications } from '../notifications/use-notifications';
import { useCurrentUser } from '../session/use-current-user';
import { useWorkspaceLayout } from '../workspace/layout-store';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { useFocusHeadingOnNavigation } from './heading-focus';
import { RiskWarning } from './risk-warning';
import { SessionStatusBanner } from './session-status-banner';
import { Sidebar } from './sidebar';
import { useMinWidth } from './use-min-width';

/** Below this width the sidebar starts as a rail of icons, so the workspace gets the room. */
const FULL_SIDEBAR_MIN_WIDTH = 1600;

/**
 * The frame of every screen: header (with the account figures), sidebar (at and above 1024 px;
 * an icon rail below 1600 px unless the trader expands it) or bottom bar (below, when signed in), the risk
 * warning, the keyboard shortcuts and the order feedback (toasts, sound, browser notifications).
 */
export function TerminalLayout() {
  const { isMobile, band } = useLayout();
  const signedIn = useCurrentUser() !== null;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const sidebarMode = useWorkspaceLayout((state) => state.sidebar);
  const setSidebar = useWorkspaceLayout((state) => state.setSidebar);
  const { helpOpen, closeHelp, openHelp } = useKeyboardShortcuts();
  const roomForFullSidebar = useMinWidth(FULL_SIDEBAR_MIN_WIDTH);

  // Keeps the header's unread count loaded (and checked every minute) once signed in.
  useNotifications({ enabled: signedIn });
  useOrderFeedback();
  useFocusHeadingOnNavigation();

  const onExchange = pathname === '/exchange' || pathname.startsWith('/exchange/');
  const collapsed = sidebarMode === 'collapsed' || (sidebarMode === 'auto' && !roomForFullSidebar);
  const wide = !isMobile && band >= 1440 && !collapsed;
  const shell = [
    't-shell',
    isMobile ? 't-shell--mobile' : 't-shell--desktop',
    wide ? 't-shell--wide' : '',
    collapsed && !isMobile ? 't-shell--rail' : '',
    onExchange ? 't-shell--exchange' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={shell}>
      <SkipLink href="#main">Skip to content</SkipLink>
      <AppHeader onShowShortcuts={openHelp} />
      <div className="t-body">
        {isMobile ? null : <Sidebar collapsed={collapsed} onToggle={() => setSidebar(collapsed ? 'expanded' : 'collapsed')} />}
        <main id="main" className="t-main" tabIndex={-1} aria-busy={navigation.state === 'loading' || undefined}>
          {navigation.state === 'loading' ? <LoadingBar label="Loading screen" /> : null}
          <SessionStatusBanner />
          <Outlet />
          <RiskWarning />
        </main>
      </div>
      {isMobile && signedIn ? <BottomBar /> : null}
      <ShortcutsHelp open={helpOpen} onClose={closeHelp} />
    </div>
  );
}
