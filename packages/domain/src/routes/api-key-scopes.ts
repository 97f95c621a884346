import type { ApiKeyScope } from '../constants/trading-api';
import type { EndpointName } from './endpoint-routes';

/**
 * The scope an API key needs for each call, or null when no key may make it, whatever its
 * scopes: the account's own security (password, PIN, two-factor, devices, keys), withdrawals,
 * identity documents and the profile stay with the person signed in. Public calls need no key
 * and take none. Typed over every call, so a new call cannot be added without deciding.
 *
 * @example
 * API_KEY_SCOPE_OF.openOrder // 'trade'
 * API_KEY_SCOPE_OF.withdraw // null
 */
export const API_KEY_SCOPE_OF = {
  signup: null,
  signin: null,
  logout: null,
  refresh: null,
  changePassword: null,
  getUser: 'read',
  updateClient: null,
  deposit: 'trade',
  withdraw: null,
  openOrder: 'trade',
  closeOrder: 'trade',
  getOrderHistory: 'read',
  modifyOrder: 'trade',
  closeAllOrders: 'trade',
  reverseOrder: 'trade',
  setOrderJournal: 'trade',
  uploadPassport: null,
  uploadCard: null,
  getPhoto: null,
  savePin: null,
  getTransactions: 'read',
  giveMeCredit: 'trade',
  setWalletIdentification: null,
  getActivities: 'read',
  getCountries: 'read',
  getSymbols: 'read',
  getSymbolHistory: 'read',
  getSpecialSymbols: 'read',
  getNotifications: 'read',
  readNotifications: 'read',
  getEconomicCalendar: 'read',
  getEarningsCalendar: 'read',
  getNews: 'read',
  getPlatform: 'read',
  signinSecondFactor: null,
  getTwoFactor: null,
  enrolTwoFactor: null,
  confirmTwoFactor: null,
  disableTwoFactor: null,
  requestPasswordReset: null,
  resetPassword: null,
  getSessions: null,
  endSession: null,
  getQuotes: 'read',
  getWatchlists: 'read',
  saveWatchlist: 'trade',
  deleteWatchlist: 'trade',
  getAlerts: 'read',
  createAlert: 'trade',
  deleteAlert: 'trade',
  getStatement: 'read',
  getStatistics: 'read',
  getApiKeys: null,
  createApiKey: null,
  revokeApiKey: null,
} as const satisfies Record<EndpointName, ApiKeyScope | null>;
