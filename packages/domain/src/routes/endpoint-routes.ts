import { API_BASE_PATH } from '../constants/realtime';

// No zod here: an HTTP client that does not validate answers needs only where each call goes
// and how its input travels, and must not pay for the schemas to learn it. `ENDPOINTS` (in
// ../contract/endpoints.ts) adds the schemas and summaries on top of these entries.

/** The HTTP method of a call: the contract uses only these two. */
export type EndpointMethod = 'GET' | 'POST';

/** How a call carries its input. */
export type EndpointBody = 'none' | 'json' | 'query' | 'multipart';

/** Where one call of the `/api/v1` contract (contract §7) goes and how its input travels. */
export interface EndpointRoute {
  method: EndpointMethod;
  /** The path exactly as the spec spells it, leading slash or not (`/celendar/ecomomic`). */
  path: string;
  /** Whether the call needs a bearer access token. */
  auth: boolean;
  /** How the input travels: JSON body, query string, multipart upload, or nothing. */
  body: EndpointBody;
  /** Whether a frozen account is refused this call (contract §6). */
  refusedWhenFrozen: boolean;
  /** True for calls Beurs adds beyond the spec's 29 (section 7). */
  extension?: boolean;
}

/** Multipart uploads carry one file field named `file` (validated by content on the server). */
export const UPLOAD_FIELD_NAME = 'file';

/**
 * The route of every call of the `/api/v1` contract, keyed by the client function name: all 29
 * calls of contract §7 and Beurs's extensions (marked `extension: true`). The same entries as
 * `ENDPOINTS` without the zod schemas, for clients that do not validate.
 *
 * @example
 * ENDPOINT_ROUTES.closeOrder // { method: 'POST', path: '/orders/close', auth: true, body: 'json', refusedWhenFrozen: true }
 * endpointPath(ENDPOINT_ROUTES.getUser.path) // '/api/v1/users/'
 */
export const ENDPOINT_ROUTES = {
  signup: { method: 'POST', path: 'auth/signup', auth: false, body: 'json', refusedWhenFrozen: false },
  signin: { method: 'POST', path: 'auth/signin', auth: false, body: 'json', refusedWhenFrozen: false },
  logout: { method: 'POST', path: 'auth/logout', auth: true, body: 'none', refusedWhenFrozen: false },
  refresh: { method: 'POST', path: 'auth/refresh', auth: false, body: 'none', refusedWhenFrozen: false },
  changePassword: { method: 'POST', path: 'users/password/change', auth: true, body: 'json', refusedWhenFrozen: false },
  getUser: { method: 'POST', path: '/users/', auth: true, body: 'none', refusedWhenFrozen: false },
  updateClient: { method: 'POST', path: '/users/client/update', auth: true, body: 'json', refusedWhenFrozen: true },
  deposit: { method: 'POST', path: '/users/deposit', auth: true, body: 'json', refusedWhenFrozen: false },
  withdraw: { method: 'POST', path: '/users/withdrawal', auth: true, body: 'json', refusedWhenFrozen: true },
  openOrder: { method: 'POST', path: '/orders/open', auth: true, body: 'json', refusedWhenFrozen: true },
  closeOrder: { method: 'POST', path: '/orders/close', auth: true, body: 'json', refusedWhenFrozen: true },
  getOrderHistory: { method: 'POST', path: '/orders/history', auth: true, body: 'json', refusedWhenFrozen: false },
  modifyOrder: { method: 'POST', path: '/orders/modify', auth: true, body: 'json', refusedWhenFrozen: true, extension: true },
  closeAllOrders: { method: 'POST', path: '/orders/closeAll', auth: true, body: 'json', refusedWhenFrozen: true, extension: true },
  reverseOrder: { method: 'POST', path: '/orders/reverse', auth: true, body: 'json', refusedWhenFrozen: true, extension: true },
  setOrderJournal: { method: 'POST', path: '/orders/journal', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
  uploadPassport: { method: 'POST', path: '/users/uploadPassport', auth: true, body: 'multipart', refusedWhenFrozen: true },
  uploadCard: { method: 'POST', path: '/users/uploadCard', auth: true, body: 'multipart', refusedWhenFrozen: true },
  getPhoto: { method: 'POST', path: '/users/getPhoto', auth: true, body: 'none', refusedWhenFrozen: false },
  savePin: { method: 'POST', path: '/users/savePin', auth: true, body: 'json', refusedWhenFrozen: true },
  getTransactions: { method: 'POST', path: '/users/getTransactions', auth: true, body: 'json', refusedWhenFrozen: false },
  giveMeCredit: { method: 'POST', path: '/users/giveMeCredit', auth: true, body: 'none', refusedWhenFrozen: true },
  setWalletIdentification: { method: 'POST', path: '/users/wallet/identification/set', auth: true, body: 'json', refusedWhenFrozen: true },
  getActivities: { method: 'POST', path: '/users/activities', auth: true, body: 'json', refusedWhenFrozen: false },
  getCountries: { method: 'GET', path: '/countries/', auth: false, body: 'none', refusedWhenFrozen: false },
  getSymbols: { method: 'GET', path: '/symbols/', auth: true, body: 'query', refusedWhenFrozen: false },
  getSymbolHistory: { method: 'POST', path: '/symbols/history', auth: true, body: 'json', refusedWhenFrozen: false },
  getSpecialSymbols: { method: 'GET', path: '/symbols/special', auth: true, body: 'none', refusedWhenFrozen: false },
  getNotifications: { method: 'GET', path: '/notifications/', auth: true, body: 'none', refusedWhenFrozen: false },
  readNotifications: { method: 'POST', path: '/notifications/read', auth: true, body: 'json', refusedWhenFrozen: false },
  getEconomicCalendar: { method: 'GET', path: '/celendar/ecomomic', auth: false, body: 'query', refusedWhenFrozen: false },
  getEarningsCalendar: { method: 'GET', path: '/celendar/earning', auth: false, body: 'query', refusedWhenFrozen: false },
  getNews: { method: 'GET', path: '/news', auth: true, body: 'none', refusedWhenFrozen: false },
  getPlatform: { method: 'GET', path: '/platform', auth: false, body: 'none', refusedWhenFrozen: false, extension: true },
  signinSecondFactor: {
    method: 'POST',
    path: 'auth/signin/second-factor',
    auth: false,
    body: 'json',
    refusedWhenFrozen: false,
    extension: true,
  },
  getTwoFactor: { method: 'GET', path: '/users/two-factor', auth: true, body: 'none', refusedWhenFrozen: false, extension: true },
  enrolTwoFactor: { method: 'POST', path: '/users/two-factor/enrol', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
  confirmTwoFactor: {
    method: 'POST',
    path: '/users/two-factor/confirm',
    auth: true,
    body: 'json',
    refusedWhenFrozen: false,
    extension: true,
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/users/two-factor/disable',
    auth: true,
    body: 'json',
    refusedWhenFrozen: false,
    extension: true,
  },
  requestPasswordReset: {
    method: 'POST',
    path: 'auth/password-reset/request',
    auth: false,
    body: 'json',
    refusedWhenFrozen: false,
    extension: true,
  },
  resetPassword: {
    method: 'POST',
    path: 'auth/password-reset/confirm',
    auth: false,
    body: 'json',
    refusedWhenFrozen: false,
    extension: true,
  },
  getSessions: { method: 'GET', path: '/users/sessions', auth: true, body: 'none', refusedWhenFrozen: false, extension: true },
  endSession: { method: 'POST', path: '/users/sessions/end', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
  getQuotes: { method: 'GET', path: '/quotes/', auth: false, body: 'query', refusedWhenFrozen: false, extension: true },
  getWatchlists: { method: 'GET', path: '/watchlists/', auth: true, body: 'none', refusedWhenFrozen: false, extension: true },
  saveWatchlist: { method: 'POST', path: '/watchlists/save', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
  deleteWatchlist: { method: 'POST', path: '/watchlists/delete', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
  getAlerts: { method: 'GET', path: '/alerts/', auth: true, body: 'none', refusedWhenFrozen: false, extension: true },
  createAlert: { method: 'POST', path: '/alerts/create', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
  deleteAlert: { method: 'POST', path: '/alerts/delete', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
  getStatement: { method: 'POST', path: '/users/statement', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
  getStatistics: { method: 'POST', path: '/users/statistics', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
  getApiKeys: { method: 'GET', path: '/users/api-keys', auth: true, body: 'none', refusedWhenFrozen: false, extension: true },
  createApiKey: { method: 'POST', path: '/users/api-keys/create', auth: true, body: 'json', refusedWhenFrozen: true, extension: true },
  revokeApiKey: { method: 'POST', path: '/users/api-keys/revoke', auth: true, body: 'json', refusedWhenFrozen: false, extension: true },
} as const satisfies Record<string, EndpointRoute>;

/** The type of the route table {@link ENDPOINT_ROUTES}. */
export type EndpointRoutes = typeof ENDPOINT_ROUTES;
/** The name of a call: a key of {@link ENDPOINT_ROUTES}, of `ENDPOINTS` and of the API client. */
export type EndpointName = keyof EndpointRoutes;

/**
 * The URL path of a call below the API root: the spec's path with one leading slash under
 * `/api/v1/`, its trailing slash kept (`/users/` stays `/api/v1/users/`).
 *
 * @example
 * endpointPath('auth/signin') // '/api/v1/auth/signin'
 * endpointPath('/celendar/ecomomic') // '/api/v1/celendar/ecomomic'
 */
export function endpointPath(path: string): string {
  return `${API_BASE_PATH}${path.replace(/^\/+/, '')}`;
}
