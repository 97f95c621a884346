import { useState } from 'react';
import { Link } from 'react-router';
import { AppBar, Button, CountBadge, Modal, appBarLinkClassName, useLayout } from '@beurs/ui';
import { useNotifications } from '../notifications/use-notifications';
import { getSession } from '../session/session';
import { useCurrentUser } from '../session/use-current-user';
import { DemoLabel } from '../components/demo-label';
import { SettingsPanel } from '../preferences/settings-panel';
import { AccountFiguresList } from './account-figures-list';
import { AppearancePickers } from './appearance-pickers';
import { ConnectionStatus } from './connection-status';
import { ScreenNavigation } from './sidebar';

/**
 * The header: the account figures (balance, equity, free margin and margin level from 1024 px;
 * equity and free margin on phones) with the demo label, the unread notifications, the settings
 * (sound, browser notifications, one-click trading), the keyboard shortcuts, the theme and font,
 * and logout. Below 1024 px a menu opens every screen the bottom bar does not list.
 */
export function AppHeader({ onShowShortcuts }: { onShowShortcuts?: () => void }) {
  const { isMobile } = useLayout();
  const { unread } = useNotifications({ enabled: useCurrentUser() !== null });
  const [dialog, setDialog] = useState<'appearance' | 'menu' | 'settings' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const close = () => setDialog(null);

  return (
    <AppBar className="t-header">
      <div className="t-header__brand">
        {isMobile ? (
          <Button variant="ghost" size="small" onClick={() => setDialog('menu')} aria-haspopup="dialog">
            Menu
          </Button>
        ) : null}
        <Link to="/dashboard" className={appBarLinkClassName({ variant: 'brand' })}>
          Beurs
        </Link>
      </div>
      <div className="t-header__figures">
        <AccountFiguresList compact={isMobile} header={!isMobile} className="t-figures t-figures--header" />
        <DemoLabel />
        <ConnectionStatus />
      </div>
      <div className="t-header__actions">
        <Link to="/notifications" className={appBarLinkClassName({ variant: 'action' })}>
          Notifications<span className="bx-visually-hidden"> ({unread} unread)</span>
          <CountBadge count={unread} aria-hidden="true" />
        </Link>
        <Button variant="ghost" size="small" onClick={() => setDialog('settings')} aria-haspopup="dialog">
          Settings
        </Button>
        {isMobile || !onShowShortcuts ? null : (
          <Button variant="ghost" size="small" onClick={onShowShortcuts} aria-haspopup="dialog" aria-keyshortcuts="?">
            Shortcuts
          </Button>
        )}
        <Button variant="ghost" size="small" onClick={() => setDialog('appearance')} aria-haspopup="dialog">
          Theme &amp; font
        </Button>
        <Button
          variant="secondary"
          size="small"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void getSession().logout();
          }}
        >
          Log out
        </Button>
      </div>
      <Modal open={dialog === 'appearance'} onClose={close} title="Theme and font">
        <AppearancePickers />
      </Modal>
      <Modal open={dialog === 'settings'} onClose={close} title="Settings">
        <SettingsPanel />
      </Modal>
      <Modal open={dialog === 'menu'} onClose={close} title="Menu">
        <nav aria-label="All screens">
          <ScreenNavigation onNavigate={close} className="t-nav-list t-nav-list--menu" />
        </nav>
      </Modal>
    </AppBar>
  );
}
