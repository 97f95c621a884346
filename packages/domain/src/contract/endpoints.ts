import { z } from 'zod';
import { API_BASE_PATH } from '../constants/realtime';
import { changePasswordRequest, signinRequest, signupRequest, tokenPair } from './auth';
import {
  calendarQuery,
  countriesResponse,
  earningsCalendarResponse,
  economicCalendarResponse,
  newsResponse,
  notificationsResponse,
  readNotificationsRequest,
  symbolHistoryRequest,
  symbolHistoryResponse,
  symbolsQuery,
  symbolsResponse,
  quotesQuery,
  quotesResponse,
} from './market';
import {
  closeAllOrdersRequest,
  closeOrderRequest,
  modifyOrderRequest,
  openOrderRequest,
  orderHistoryRequest,
  orderJournalRequest,
  orderResponse,
  ordersResponse,
  reverseOrderRequest,
  reverseOrderResponse,
} from './orders';
import { okResponse } from './primitives';
import { statementRequest, statementResponse } from './statements';
import { statisticsRequest, statisticsResponse } from './statistics';
import { platformInfo } from './platform';
import { deviceSessionsResponse, endSessionRequest } from './device-sessions';
import { passwordResetRequest, resetPasswordRequest } from './password-reset';
import { deleteWatchlistRequest, saveWatchlistRequest, watchlistResponse, watchlistsResponse } from './watchlists';
import { alertResponse, alertsResponse, createAlertRequest, deleteAlertRequest } from './alerts';
import {
  recoveryCodesResponse,
  secondFactorRequest,
  signinResponse,
  twoFactorConfirmRequest,
  twoFactorDisableRequest,
  twoFactorEnrolRequest,
  twoFactorEnrolment,
  twoFactorStatus,
} from './two-factor';
import {
  activitiesResponse,
  clientUpdateRequest,
  depositRequest,
  documentResponse,
  pageRequest,
  photoResponse,
  savePinRequest,
  transactionResponse,
  transactionsResponse,
  userResponse,
  walletIdentificationRequest,
  withdrawalRequest,
} from './users';

/** How a call carries its input. */
export type EndpointBody = 'none' | 'json' | 'query' | 'multipart';

/** One call of the `/api/v1` contract (contract §7). */
export interface EndpointDefinition<TRequest extends z.ZodType = z.ZodType, TResponse extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** The path exactly as the spec spells it, leading slash or not (`/celendar/ecomomic`). */
  path: string;
  /** Whether the call needs a bearer access token. */
  auth: boolean;
  /** How the input travels: JSON body, query string, multipart upload, or nothing. */
  body: EndpointBody;
  /** Schema of the input (body, query or multipart fields); `z.undefined()` when there is none. */
  request: TRequest;
  /** Schema of a successful answer's JSON body. */
  response: TResponse;
  /** Whether a frozen account is refused this call (contract §6). */
  refusedWhenFrozen: boolean;
  /** One line for docs and the OpenAPI document. */
  summary: string;
  /** True for calls Beurs adds beyond the spec's 29 (section 7). */
  extension?: boolean;
}

/** Checks a definition against `EndpointDefinition` while keeping its literal types (`auth: true`, `body: 'multipart'`). */
function endpoint<const TDefinition extends EndpointDefinition>(definition: TDefinition): TDefinition {
  return definition;
}

const noInput = z.undefined();

/** Multipart uploads carry one file field named `file` (validated by content on the server). */
export const UPLOAD_FIELD_NAME = 'file';

/**
 * The whole `/api/v1` contract: all 29 calls of contract §7 and Beurs's extensions (marked
 * `extension: true`), keyed by the client function name. Server routes and client functions are
 * both derived from this table.
 *
 * @example
 * ENDPOINTS.closeOrder.path // '/orders/close'
 * ENDPOINTS.closeOrder.request.parse({ id }) // validates the body
 */
export const ENDPOINTS = {
  signup: endpoint({
    method: 'POST',
    path: 'auth/signup',
    auth: false,
    body: 'json',
    request: signupRequest,
    response: okResponse,
    refusedWhenFrozen: false,
    summary: 'Register a new account',
  }),
  // The answer is the spec's token pair, or (extension) a challenge when two-factor sign-in is on.
  signin: endpoint({
    method: 'POST',
    path: 'auth/signin',
    auth: false,
    body: 'json',
    request: signinRequest,
    response: signinResponse,
    refusedWhenFrozen: false,
    summary: 'Sign in with email and password; with two-factor sign-in on, answers a challenge for the second step',
  }),
  logout: endpoint({
    method: 'POST',
    path: 'auth/logout',
    auth: true,
    body: 'none',
    request: noInput,
    response: okResponse,
    refusedWhenFrozen: false,
    summary: 'Sign out and revoke the session',
  }),
  refresh: endpoint({
    method: 'POST',
    path: 'auth/refresh',
    auth: false,
    body: 'none',
    request: noInput,
    response: tokenPair,
    refusedWhenFrozen: false,
    summary: 'Rotate tokens; the refresh token travels in the Refresh header',
  }),
  changePassword: endpoint({
    method: 'POST',
    path: 'users/password/change',
    auth: true,
    body: 'json',
    request: changePasswordRequest,
    response: okResponse,
    refusedWhenFrozen: false,
    summary: 'Change the password; other sessions are revoked',
  }),
  getUser: endpoint({
    method: 'POST',
    path: '/users/',
    auth: true,
    body: 'none',
    request: noInput,
    response: userResponse,
    refusedWhenFrozen: false,
    summary: 'The signed-in user with account figures',
  }),
  updateClient: endpoint({
    method: 'POST',
    path: '/users/client/update',
    auth: true,
    body: 'json',
    request: clientUpdateRequest,
    response: userResponse,
    refusedWhenFrozen: true,
    summary: 'Update the profile',
  }),
  deposit: endpoint({
    method: 'POST',
    path: '/users/deposit',
    auth: true,
    body: 'json',
    request: depositRequest,
    response: transactionResponse,
    refusedWhenFrozen: false,
    summary: 'Deposit virtual funds (amount 0 opens a pending deposit)',
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/users/withdrawal',
    auth: true,
    body: 'json',
    request: withdrawalRequest,
    response: transactionResponse,
    refusedWhenFrozen: true,
    summary: 'Withdraw up to free margin, with the PIN',
  }),
  openOrder: endpoint({
    method: 'POST',
    path: '/orders/open',
    auth: true,
    body: 'json',
    request: openOrderRequest,
    response: orderResponse,
    refusedWhenFrozen: true,
    summary: 'Open a market order or place a pending limit/stop order',
  }),
  closeOrder: endpoint({
    method: 'POST',
    path: '/orders/close',
    auth: true,
    body: 'json',
    request: closeOrderRequest,
    response: orderResponse,
    refusedWhenFrozen: true,
    summary: 'Close an open position (all of it, or `volume` lots of it) or cancel a pending order',
  }),
  getOrderHistory: endpoint({
    method: 'POST',
    path: '/orders/history',
    auth: true,
    body: 'json',
    request: orderHistoryRequest,
    response: ordersResponse,
    refusedWhenFrozen: false,
    summary: 'Closed and cancelled orders, newest first',
  }),
  // Beyond the spec: change stop-loss, take-profit, trailing stop or a pending price, as every
  // trading platform lets a trader do without closing and reopening.
  modifyOrder: endpoint({
    method: 'POST',
    path: '/orders/modify',
    auth: true,
    body: 'json',
    request: modifyOrderRequest,
    response: orderResponse,
    refusedWhenFrozen: true,
    summary: 'Change the stop-loss, take-profit or trailing stop of an open position, or the price and levels of a pending order',
    extension: true,
  }),
  // Beyond the spec: close everything (or one instrument) at once, and reverse a position, as
  // the order tools of MT5, cTrader and xStation offer.
  closeAllOrders: endpoint({
    method: 'POST',
    path: '/orders/closeAll',
    auth: true,
    body: 'json',
    request: closeAllOrdersRequest,
    response: ordersResponse,
    refusedWhenFrozen: true,
    summary:
      'Close every open position (or those on one instrument) at the current quotes, and with include_pending cancel the pending orders, in one transaction',
    extension: true,
  }),
  reverseOrder: endpoint({
    method: 'POST',
    path: '/orders/reverse',
    auth: true,
    body: 'json',
    request: reverseOrderRequest,
    response: reverseOrderResponse,
    refusedWhenFrozen: true,
    summary: 'Close an open position and open the opposite side with the same volume and leverage, in one transaction',
    extension: true,
  }),
  // Beyond the spec: a trading journal, a note and tags on any order, as traders keep one; it
  // moves no money, so a frozen account may still write it.
  setOrderJournal: endpoint({
    method: 'POST',
    path: '/orders/journal',
    auth: true,
    body: 'json',
    request: orderJournalRequest,
    response: orderResponse,
    refusedWhenFrozen: false,
    summary: "Set the journal note and tags of one of the caller's orders (open, pending or closed); null or [] clears",
    extension: true,
  }),
  uploadPassport: endpoint({
    method: 'POST',
    path: '/users/uploadPassport',
    auth: true,
    body: 'multipart',
    request: noInput,
    response: documentResponse,
    refusedWhenFrozen: true,
    summary: 'Upload a passport (JPEG, PNG or PDF, at most 10 MB)',
  }),
  uploadCard: endpoint({
    method: 'POST',
    path: '/users/uploadCard',
    auth: true,
    body: 'multipart',
    request: noInput,
    response: documentResponse,
    refusedWhenFrozen: true,
    summary: 'Upload a payment card photo (JPEG, PNG or PDF, at most 10 MB)',
  }),
  getPhoto: endpoint({
    method: 'POST',
    path: '/users/getPhoto',
    auth: true,
    body: 'none',
    request: noInput,
    response: photoResponse,
    refusedWhenFrozen: false,
    summary: "The caller's uploaded documents",
  }),
  savePin: endpoint({
    method: 'POST',
    path: '/users/savePin',
    auth: true,
    body: 'json',
    request: savePinRequest,
    response: okResponse,
    refusedWhenFrozen: true,
    summary: 'Set or change the withdrawal PIN',
  }),
  getTransactions: endpoint({
    method: 'POST',
    path: '/users/getTransactions',
    auth: true,
    body: 'json',
    request: pageRequest,
    response: transactionsResponse,
    refusedWhenFrozen: false,
    summary: 'Ledger entries and pending deposits, newest first',
  }),
  giveMeCredit: endpoint({
    method: 'POST',
    path: '/users/giveMeCredit',
    auth: true,
    body: 'none',
    request: noInput,
    response: transactionResponse,
    refusedWhenFrozen: true,
    summary: 'Demo top-up back to the starting balance, once a day',
  }),
  setWalletIdentification: endpoint({
    method: 'POST',
    path: '/users/wallet/identification/set',
    auth: true,
    body: 'json',
    request: walletIdentificationRequest,
    response: userResponse,
    refusedWhenFrozen: true,
    summary: 'Set the wallet withdrawals are paid to',
  }),
  getActivities: endpoint({
    method: 'POST',
    path: '/users/activities',
    auth: true,
    body: 'json',
    request: pageRequest,
    response: activitiesResponse,
    refusedWhenFrozen: false,
    summary: 'Sign-ins, orders and money movements with time, IP and user agent',
  }),
  getCountries: endpoint({
    method: 'GET',
    path: '/countries/',
    auth: false,
    body: 'none',
    request: noInput,
    response: countriesResponse,
    refusedWhenFrozen: false,
    summary: 'Countries for the registration form',
  }),
  getSymbols: endpoint({
    method: 'GET',
    path: '/symbols/',
    auth: true,
    body: 'query',
    request: symbolsQuery,
    response: symbolsResponse,
    refusedWhenFrozen: false,
    summary: 'Instruments with live quotes',
  }),
  getSymbolHistory: endpoint({
    method: 'POST',
    path: '/symbols/history',
    auth: true,
    body: 'json',
    request: symbolHistoryRequest,
    response: symbolHistoryResponse,
    refusedWhenFrozen: false,
    summary: 'Candles of an instrument',
  }),
  getSpecialSymbols: endpoint({
    method: 'GET',
    path: '/symbols/special',
    auth: true,
    body: 'none',
    request: noInput,
    response: symbolsResponse,
    refusedWhenFrozen: false,
    summary: 'Featured instruments',
  }),
  getNotifications: endpoint({
    method: 'GET',
    path: '/notifications/',
    auth: true,
    body: 'none',
    request: noInput,
    response: notificationsResponse,
    refusedWhenFrozen: false,
    summary: "The user's notifications and unread count",
  }),
  readNotifications: endpoint({
    method: 'POST',
    path: '/notifications/read',
    auth: true,
    body: 'json',
    request: readNotificationsRequest,
    response: notificationsResponse,
    refusedWhenFrozen: false,
    summary: 'Mark one notification read, or all without an id',
  }),
  getEconomicCalendar: endpoint({
    method: 'GET',
    path: '/celendar/ecomomic',
    auth: false,
    body: 'query',
    request: calendarQuery,
    response: economicCalendarResponse,
    refusedWhenFrozen: false,
    summary: 'Economic calendar',
  }),
  getEarningsCalendar: endpoint({
    method: 'GET',
    path: '/celendar/earning',
    auth: false,
    body: 'query',
    request: calendarQuery,
    response: earningsCalendarResponse,
    refusedWhenFrozen: false,
    summary: 'Earnings calendar',
  }),
  getNews: endpoint({
    method: 'GET',
    path: '/news',
    auth: true,
    body: 'none',
    request: noInput,
    response: newsResponse,
    refusedWhenFrozen: false,
    summary: 'Market news',
  }),
  // Beyond the spec: the operator's details, payment methods and risk warning, which both apps
  // must show before sign-in and which no call of contract §7 returns.
  getPlatform: endpoint({
    method: 'GET',
    path: '/platform',
    auth: false,
    body: 'none',
    request: noInput,
    response: platformInfo,
    refusedWhenFrozen: false,
    summary: 'Operator details, payment methods and the risk warning',
    extension: true,
  }),
  // Beyond the spec: two-factor sign-in (TOTP, RFC 6238) as MT5, xStation and eToro offer it.
  signinSecondFactor: endpoint({
    method: 'POST',
    path: 'auth/signin/second-factor',
    auth: false,
    body: 'json',
    request: secondFactorRequest,
    response: tokenPair,
    refusedWhenFrozen: false,
    summary: 'Second step of a sign-in: the challenge with an authenticator code or a recovery code',
    extension: true,
  }),
  getTwoFactor: endpoint({
    method: 'GET',
    path: '/users/two-factor',
    auth: true,
    body: 'none',
    request: noInput,
    response: twoFactorStatus,
    refusedWhenFrozen: false,
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    extension: true,
  }),
  enrolTwoFactor: endpoint({
    method: 'POST',
    path: '/users/two-factor/enrol',
    auth: true,
    body: 'json',
    request: twoFactorEnrolRequest,
    response: twoFactorEnrolment,
    refusedWhenFrozen: false,
    summary: 'Start enrolment (needs the password): a new secret as an otpauth URI, shown once',
    extension: true,
  }),
  confirmTwoFactor: endpoint({
    method: 'POST',
    path: '/users/two-factor/confirm',
    auth: true,
    body: 'json',
    request: twoFactorConfirmRequest,
    response: recoveryCodesResponse,
    refusedWhenFrozen: false,
    summary: 'Turn two-factor sign-in on with a first code; answers ten one-time recovery codes, shown once',
    extension: true,
  }),
  disableTwoFactor: endpoint({
    method: 'POST',
    path: '/users/two-factor/disable',
    auth: true,
    body: 'json',
    request: twoFactorDisableRequest,
    response: okResponse,
    refusedWhenFrozen: false,
    summary: 'Turn two-factor sign-in off with the password and a code or recovery code',
    extension: true,
  }),
  // Beyond the spec: a forgotten password is reset through a single-use link sent by email, as
  // every broker offers; the request's answer is the same whether or not the email has an account.
  /**
   * Emails a single-use, 30-minute reset link to the account of `email`, if it has one. Always
   * answers `PASSWORD_RESET_MESSAGES.requested`, so nobody learns which addresses are registered.
   *
   * @example
   * await api.requestPasswordReset({ email: 'anna@example.com' }); // { ok: true, message: '...' }
   */
  requestPasswordReset: endpoint({
    method: 'POST',
    path: 'auth/password-reset/request',
    auth: false,
    body: 'json',
    request: passwordResetRequest,
    response: okResponse,
    refusedWhenFrozen: false,
    summary: 'Email a single-use, 30-minute password-reset link; the same answer whether or not the email has an account',
    extension: true,
  }),
  /**
   * Sets a new password with the token of a reset link (`/reset-password#token=…`). The password
   * follows the sign-up rules; every session of the account ends. A used, expired or unknown
   * token is refused (400, `reset_link_invalid`) with a message that says to ask for a new link.
   *
   * @example
   * await api.resetPassword({ token, new_password: 'lantern orchard velvet compass' });
   */
  resetPassword: endpoint({
    method: 'POST',
    path: 'auth/password-reset/confirm',
    auth: false,
    body: 'json',
    request: resetPasswordRequest,
    response: okResponse,
    refusedWhenFrozen: false,
    summary: "Set a new password with a reset link's token; every session of the account is signed out",
    extension: true,
  }),
  // Beyond the spec: the signed-in devices, each of which can be signed out.
  getSessions: endpoint({
    method: 'GET',
    path: '/users/sessions',
    auth: true,
    body: 'none',
    request: noInput,
    response: deviceSessionsResponse,
    refusedWhenFrozen: false,
    summary: "The caller's signed-in devices: device, IP, started, last used",
    extension: true,
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/users/sessions/end',
    auth: true,
    body: 'json',
    request: endSessionRequest,
    response: okResponse,
    refusedWhenFrozen: false,
    summary: 'Sign one device out: its refresh token is revoked and its sockets disconnected',
    extension: true,
  }),
  // Beyond the spec: the public pages show live prices before sign-in, and /symbols/ needs a token.
  getQuotes: endpoint({
    method: 'GET',
    path: '/quotes/',
    auth: false,
    body: 'query',
    request: quotesQuery,
    response: quotesResponse,
    refusedWhenFrozen: false,
    summary: "Every listed instrument's current bid and ask, public and cached for one tick",
    extension: true,
  }),
  // Beyond the spec: watchlists (the star on an instrument row saves the default list) and price
  // alerts, as xStation, cTrader and MT5 keep them on the server for every device.
  getWatchlists: endpoint({
    method: 'GET',
    path: '/watchlists/',
    auth: true,
    body: 'none',
    request: noInput,
    response: watchlistsResponse,
    refusedWhenFrozen: false,
    summary: "The caller's watchlists, the default list (Favourites) first",
    extension: true,
  }),
  saveWatchlist: endpoint({
    method: 'POST',
    path: '/watchlists/save',
    auth: true,
    body: 'json',
    request: saveWatchlistRequest,
    response: watchlistResponse,
    refusedWhenFrozen: false,
    summary: 'Create a watchlist (no id) or replace one: its name and its instruments, in order',
    extension: true,
  }),
  deleteWatchlist: endpoint({
    method: 'POST',
    path: '/watchlists/delete',
    auth: true,
    body: 'json',
    request: deleteWatchlistRequest,
    response: watchlistsResponse,
    refusedWhenFrozen: false,
    summary: 'Delete a watchlist (not Favourites); answers the lists left',
    extension: true,
  }),
  getAlerts: endpoint({
    method: 'GET',
    path: '/alerts/',
    auth: true,
    body: 'none',
    request: noInput,
    response: alertsResponse,
    refusedWhenFrozen: false,
    summary: "The caller's price alerts: active ones, then the latest triggered",
    extension: true,
  }),
  createAlert: endpoint({
    method: 'POST',
    path: '/alerts/create',
    auth: true,
    body: 'json',
    request: createAlertRequest,
    response: alertResponse,
    refusedWhenFrozen: false,
    summary: 'Create a price alert: when the bid goes above or below a price',
    extension: true,
  }),
  deleteAlert: endpoint({
    method: 'POST',
    path: '/alerts/delete',
    auth: true,
    body: 'json',
    request: deleteAlertRequest,
    response: alertsResponse,
    refusedWhenFrozen: false,
    summary: 'Delete a price alert, active or triggered; answers the alerts left',
    extension: true,
  }),
  // Beyond the spec: an account statement for a period and trading statistics, computed on the
  // server from the ledger and closed orders so every device shows the same exact figures. The
  // statement's CSV and PDF are GET /users/statement.csv and /users/statement.pdf (outside this
  // table: their answers are files, not JSON; see the OpenAPI document).
  getStatement: endpoint({
    method: 'POST',
    path: '/users/statement',
    auth: true,
    body: 'json',
    request: statementRequest,
    response: statementResponse,
    refusedWhenFrozen: false,
    summary:
      'Account statement for a period: opening and closing balance, every ledger entry with its running balance, the closed trades, totals and the operator',
    extension: true,
  }),
  getStatistics: endpoint({
    method: 'POST',
    path: '/users/statistics',
    auth: true,
    body: 'json',
    request: statisticsRequest,
    response: statisticsResponse,
    refusedWhenFrozen: false,
    summary:
      'Trading statistics of a period from closed orders and the ledger: net P&L, win rate, profit factor, expectancy, drawdown, holding time, per instrument and side, and the equity curve',
    extension: true,
  }),
} as const;

/** The type of the contract table {@link ENDPOINTS}. */
export type Endpoints = typeof ENDPOINTS;
/** The name of a call: a key of {@link ENDPOINTS} and of the API client. */
export type EndpointName = keyof Endpoints;

/** The input type a call accepts (before the schema's defaults and transforms). */
export type EndpointInput<TName extends EndpointName> = z.input<Endpoints[TName]['request']>;

/** The answer type of a call. */
export type EndpointOutput<TName extends EndpointName> = z.output<Endpoints[TName]['response']>;

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
