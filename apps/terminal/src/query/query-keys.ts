/**
 * Every key of the terminal's query cache, in one place. Keys are arrays so that a prefix
 * names a family: `queryKeys.market()` covers the symbols, the featured symbols and every
 * instrument's history (all loaded again after a socket reconnect).
 */
export const queryKeys = {
  /** The signed-in user with the account figures (`POST /users/`); the session loads it. */
  user: () => ['user'] as const,
  /** Live pending and open orders: written only by `userOrders` pushes, never fetched. */
  orders: () => ['orders', 'live'] as const,
  /** Closed and cancelled orders (`POST /orders/history`). */
  orderHistory: () => ['orders', 'history'] as const,
  transactions: () => ['transactions'] as const,
  activities: () => ['activities'] as const,
  photoDocuments: () => ['photo-documents'] as const,
  notifications: () => ['notifications'] as const,
  news: () => ['news'] as const,
  countries: () => ['countries'] as const,
  platform: () => ['platform'] as const,
  deviceSessions: () => ['device-sessions'] as const,
  twoFactor: () => ['two-factor'] as const,
  /** The caller's API keys for programs, live ones first (`GET /users/api-keys`). */
  apiKeys: () => ['api-keys'] as const,
  /** The caller's watchlists, Favourites first (`GET /watchlists/`). */
  watchlists: () => ['watchlists'] as const,
  /** The caller's price alerts, active then triggered (`GET /alerts/`). */
  alerts: () => ['alerts'] as const,
  /** Everything the market stream can make out of date. */
  market: () => ['market'] as const,
  /** Every instrument with its quote; `quotes` pushes are written into it. */
  symbols: () => ['market', 'symbols'] as const,
  /** The featured instruments; `quotes` pushes are written into them too. */
  specialSymbols: () => ['market', 'special-symbols'] as const,
  /** One instrument's candles. */
  history: (instrumentId: string) => ['market', 'history', instrumentId] as const,
} as const;
