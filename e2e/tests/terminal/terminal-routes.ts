/** Every screen of the terminal below /terminal/ (contract §3), except a single notification, whose id the test looks up. */
export const TERMINAL_ROUTES: readonly string[] = [
  'dashboard',
  'exchange',
  'account',
  'account/verification',
  'account/security',
  'statistics',
  'history-transaction',
  'support',
  'deposit',
  'withdrawal',
  'instrument/BTCUSD',
  'orders',
  'history',
  'news',
  'notifications',
];
