import type { ScreenIconName } from '../layout/tab-icons';

/** A screen of the terminal as the navigation lists it. */
export interface ScreenLink {
  /** Path below /terminal, without the leading slash. */
  path: string;
  label: string;
  /** Its icon on the sidebar's rail. */
  icon: ScreenIconName;
}

/** Every screen with a place in the sidebar (contract §2), in the order it lists them. */
export const SCREEN_LINKS: readonly ScreenLink[] = [
  { path: 'dashboard', label: 'Dashboard', icon: 'dashboard' },
  { path: 'exchange', label: 'Exchange', icon: 'exchange' },
  { path: 'orders', label: 'Orders', icon: 'orders' },
  { path: 'history', label: 'History', icon: 'history' },
  { path: 'statistics', label: 'Statistics', icon: 'statistics' },
  { path: 'history-transaction', label: 'Transactions', icon: 'transactions' },
  { path: 'deposit', label: 'Deposit', icon: 'deposit' },
  { path: 'withdrawal', label: 'Withdrawal', icon: 'withdrawal' },
  { path: 'account', label: 'Account', icon: 'account' },
  { path: 'account/verification', label: 'Verification', icon: 'verification' },
  { path: 'account/security', label: 'Security', icon: 'security' },
  { path: 'news', label: 'News', icon: 'news' },
  { path: 'notifications', label: 'Notifications', icon: 'notifications' },
  { path: 'support', label: 'Support', icon: 'support' },
];

/** The terminal's base path. */
export const TERMINAL_BASE = '/terminal';

/** The absolute path of a terminal screen: `terminalPath('orders')` is `/terminal/orders`. */
export function terminalPath(path: string): string {
  return `${TERMINAL_BASE}/${path.replace(/^\/+/, '')}`;
}
