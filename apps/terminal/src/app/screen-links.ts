/** A screen of the terminal as the navigation lists it. */
export interface ScreenLink {
  /** Path below /terminal, without the leading slash. */
  path: string;
  label: string;
}

/** Every screen with a place in the sidebar (spec 2), in the order it lists them. */
export const SCREEN_LINKS: readonly ScreenLink[] = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'exchange', label: 'Exchange' },
  { path: 'orders', label: 'Orders' },
  { path: 'history', label: 'History' },
  { path: 'statistics', label: 'Statistics' },
  { path: 'history-transaction', label: 'Transactions' },
  { path: 'deposit', label: 'Deposit' },
  { path: 'withdrawal', label: 'Withdrawal' },
  { path: 'account', label: 'Account' },
  { path: 'account/verification', label: 'Verification' },
  { path: 'account/security', label: 'Security' },
  { path: 'news', label: 'News' },
  { path: 'notifications', label: 'Notifications' },
  { path: 'support', label: 'Support' },
];

/** The terminal's base path. */
export const TERMINAL_BASE = '/terminal';

/** The absolute path of a terminal screen: `terminalPath('orders')` is `/terminal/orders`. */
export function terminalPath(path: string): string {
  return `${TERMINAL_BASE}/${path.replace(/^\/+/, '')}`;
}
