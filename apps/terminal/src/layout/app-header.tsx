import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AppBar, Badge, Button, CountBadge, Dropdown, Modal, appBarLinkClassName, useLayout } from '@beurs/ui';
import { DEMO_ACCOUNT_LABEL } from '@beurs/domain';
import { useNotifications } from '../notifications/use-notifications';
import { getSession } from '../session/session';
import { useCurrentUser } from '../session/use-current-user';
import { SettingsPanel } from '../preferences/settings-panel';
import { AccountFiguresList } from './account-figures-list';
import { AppearancePickers } from './appearance-pickers';
import { ConnectionStatus } from './connection-status';
import { HeaderIcon } from './header-icon';
import { LineIcon } from './line-icon';
import { ScreenNavigation } from './sidebar';
import './account-bar.css';
import './phone-header.css';

type Dialog = 'appearance' | 'menu' | 'settings' | null;

/** Three lines: the menu, as phones draw it. */
const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';

/**
 * The header. From 1024 px it is the account bar, one row: the brand; balance, equity, used
 * margin, free margin, margin level (coloured by how near the close-out is) and how far equity
 * can fall before the 50% close-out; the demo label; the live dot; and the actions as icons
 * with their names for screen readers and as tooltips (notifications with the unread count,
 * settings, shortcuts, theme and font, log out). Below 1440 px shortcuts, theme and log out go
 * into a "More" menu, so the row fits at 1024 px. Below 1024 px (phones) it is one row of at
 * most 64 px: the menu, equity, the margin level (coloured as on the account bar), a "Demo" chip
 * (the whole label for screen readers and as its tooltip) and the live dot; the menu holds every
 * screen, notifications, settings, theme and font, and log out.
 */
export function AppHeader({ onShowShortcuts }: { onShowShortcuts?: () => void }) {
  const { isMobile, band } = useLayout();
  const user = useCurrentUser();
  const { unread } = useNotifications({ enabled: user !== null });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [leaving, setLeaving] = useState(false);
  const close = () => setDialog(null);
  const logout = () => {
    setLeaving(true);
    void getSession().logout();
  };

  const dialogs = (
    <>
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
    </>
  );

  if (isMobile) {
    // One row: what a trader glances at while trading; everything else is one tap away in the menu.
    const choose = (next: Dialog) => () => setDialog(next);
    return (
      <AppBar className="t-header t-header--phone">
        <Button
          variant="ghost"
          size="small"
          className="t-header-icon t-header--phone__menu"
          onClick={choose('menu')}
          aria-haspopup="dialog"
          // The badge's count is visible text: the name carries it too (speech input, axe's label-in-name).
          aria-label={unread > 0 ? `Menu, ${unread} unread` : 'Menu'}
          title="Menu"
        >
          <LineIcon path={MENU_ICON} size={22} />
          <CountBadge count={unread} aria-hidden="true" />
        </Button>
        <AccountFiguresList phone className="t-header--phone__figures" />
        {(user?.is_demo ?? true) ? (
          <Badge variant="warning" title={DEMO_ACCOUNT_LABEL} className="t-header__demo">
            <ShortDemoLabel />
          </Badge>
        ) : null}
        <ConnectionStatus compact />
        <Modal open={dialog === 'menu'} onClose={close} title="Menu">
          <div className="t-phone-menu">
            <div className="t-phone-menu__actions">
              <Link
                to="/notifications"
                onClick={close}
                className={appBarLinkClassName({ variant: 'action', className: 't-phone-menu__action' })}
              >
                <HeaderIcon name="notifications" />
                {'Notifications '}
                <span className="bx-visually-hidden">({unread} unread)</span>
                <CountBadge count={unread} aria-hidden="true" />
              </Link>
              <Button variant="ghost" size="small" className="t-phone-menu__action" onClick={choose('settings')} aria-haspopup="dialog">
                <HeaderIcon name="settings" /> Settings
              </Button>
              <Button variant="ghost" size="small" className="t-phone-menu__action" onClick={choose('appearance')} aria-haspopup="dialog">
                <HeaderIcon name="appearance" /> Theme &amp; font
              </Button>
              <Button variant="secondary" size="small" className="t-phone-menu__action" loading={leaving} onClick={logout}>
                <HeaderIcon name="logout" /> Log out
              </Button>
            </div>
            <nav aria-label="All screens">
              <ScreenNavigation onNavigate={close} className="t-nav-list t-nav-list--menu" />
            </nav>
          </div>
        </Modal>
        <Modal open={dialog === 'appearance'} onClose={close} title="Theme and font">
          <AppearancePickers />
        </Modal>
        <Modal open={dialog === 'settings'} onClose={close} title="Settings">
          <SettingsPanel />
        </Modal>
      </AppBar>
    );
  }

  const roomy = band >= 1440;
  const isDemo = user?.is_demo ?? true;
  return (
    <AppBar className="t-header t-header--bar">
      <div className="t-header__brand">
        <Link to="/dashboard" className={appBarLinkClassName({ variant: 'brand' })}>
          Beurs
        </Link>
      </div>
      <div className="t-header__figures">
        <AccountFiguresList header className="t-figures t-figures--header" />
        {isDemo ? (
          // The whole label where there is room; "Demo" with the rest for screen readers and as a tooltip where there is not.
          <Badge variant="warning" title={DEMO_ACCOUNT_LABEL} className="t-header__demo">
            {roomy ? DEMO_ACCOUNT_LABEL : <ShortDemoLabel />}
          </Badge>
        ) : null}
        <ConnectionStatus compact />
      </div>
      <div className="t-header__actions">
        <Link to="/notifications" className={appBarLinkClassName({ variant: 'action', className: 't-header-icon' })} title="Notifications">
          <HeaderIcon name="notifications" />
          <span className="bx-visually-hidden">Notifications ({unread} unread)</span>
          <CountBadge count={unread} aria-hidden="true" />
        </Link>
        <IconButton icon="settings" label="Settings" onClick={() => setDialog('settings')} />
        {roomy ? (
          <>
            {onShowShortcuts ? <IconButton icon="shortcuts" label="Shortcuts" onClick={onShowShortcuts} keyShortcuts="?" /> : null}
            <IconButton icon="appearance" label="Theme & font" onClick={() => setDialog('appearance')} />
            <Button variant="secondary" size="small" loading={leaving} onClick={logout}>
              Log out
            </Button>
          </>
        ) : (
          <MoreMenu onShowShortcuts={onShowShortcuts} onAppearance={() => setDialog('appearance')} onLogout={logout} leaving={leaving} />
        )}
      </div>
      {dialogs}
    </AppBar>
  );
}

function ShortDemoLabel() {
  const [first = 'Demo', ...rest] = DEMO_ACCOUNT_LABEL.split(' ');
  return (
    <>
      {first}
      <span className="bx-visually-hidden"> {rest.join(' ')}</span>
    </>
  );
}

function IconButton({
  icon,
  label,
  onClick,
  keyShortcuts,
}: {
  icon: 'settings' | 'shortcuts' | 'appearance';
  label: string;
  onClick: () => void;
  keyShortcuts?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="small"
      className="t-header-icon"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={label}
      title={label}
      aria-keyshortcuts={keyShortcuts}
    >
      <HeaderIcon name={icon} />
    </Button>
  );
}

/** Shortcuts, theme and log out, behind one button where the row has no room for them. */
function MoreMenu({
  onShowShortcuts,
  onAppearance,
  onLogout,
  leaving,
}: {
  onShowShortcuts: (() => void) | undefined;
  onAppearance: () => void;
  onLogout: () => void;
  leaving: boolean;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // A native disclosure stays open on a click elsewhere or Escape; a menu is expected to close.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  // A choice closes the menu before it acts, so a dialog it opens takes the focus.
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div ref={ref} className="t-header-more-wrap">
      <Dropdown
        className="t-header-more"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        title="More actions"
        label={
          <>
            <HeaderIcon name="more" />
            <span className="bx-visually-hidden">More actions</span>
          </>
        }
      >
        {onShowShortcuts ? (
          <Button variant="ghost" size="small" onClick={choose(onShowShortcuts)} aria-haspopup="dialog" aria-keyshortcuts="?">
            <HeaderIcon name="shortcuts" /> Shortcuts
          </Button>
        ) : null}
        <Button variant="ghost" size="small" onClick={choose(onAppearance)} aria-haspopup="dialog">
          <HeaderIcon name="appearance" /> Theme &amp; font
        </Button>
        <Button variant="ghost" size="small" loading={leaving} onClick={onLogout}>
          <HeaderIcon name="logout" /> Log out
        </Button>
      </Dropdown>
    </div>
  );
}
