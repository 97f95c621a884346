import { z } from 'zod';
import { ENDPOINT_ROUTES, type EndpointName, type EndpointRoute } from '../routes/endpoint-routes';
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
import { apiKeysResponse, createApiKeyRequest, createdApiKey, revokeApiKeyRequest } from './api-keys';
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

/** One call of the `/api/v1` contract (contract §7): its route, plus the schemas of its input and answer. */
export interface EndpointDefinition<TRequest extends z.ZodType = z.ZodType, TResponse extends z.ZodType = z.ZodType> extends EndpointRoute {
  /** Schema of the input (body, query or multipart fields); `z.undefined()` when there is none. */
  request: TRequest;
  /** Schema of a successful answer's JSON body. */
  response: TResponse;
  /** One line for docs and the OpenAPI document. */
  summary: string;
}

/** Checks a definition against `EndpointDefinition` while keeping its literal types (`auth: true`, `body: 'multipart'`). */
function endpoint<const TDefinition extends EndpointDefinition>(definition: TDefinition): TDefinition {
  return definition;
}

const noInput = z.undefined();

/**
 * The whole `/api/v1` contract: all 29 calls of contract §7 and Beurs's extensions (marked
 * `extension: true`), keyed by the client function name: each entry is its route from
 * {@link ENDPOINT_ROUTES} with the schemas of its input and answer. Server routes and client
 * functions are both derived from this table.
 *
 * @example
 * ENDPOINTS.closeOrder.path // '/orders/close'
 * ENDPOINTS.closeOrder.request.parse({ id }) // validates the body
 */
export const ENDPOINTS = {
  signup: endpoint({
    ...ENDPOINT_ROUTES.signup,
    request: signupRequest,
    response: okResponse,
    summary: 'Register a new account',
  }),
  // The answer is the spec's token pair, or (extension) a challenge when two-factor sign-in is on.
  signin: endpoint({
    ...ENDPOINT_ROUTES.signin,
    request: signinRequest,
    response: signinResponse,
    summary: 'Sign in with email and password; with two-factor sign-in on, answers a challenge for the second step',
  }),
  logout: endpoint({
    ...ENDPOINT_ROUTES.logout,
    request: noInput,
    response: okResponse,
    summary: 'Sign out and revoke the session',
  }),
  refresh: endpoint({
    ...ENDPOINT_ROUTES.refresh,
    request: noInput,
    response: tokenPair,
    summary: 'Rotate tokens; the refresh token travels in the Refresh header',
  }),
  changePassword: endpoint({
    ...ENDPOINT_ROUTES.changePassword,
    request: changePasswordRequest,
    response: okResponse,
    summary: 'Change the password; other sessions are revoked',
  }),
  getUser: endpoint({
    ...ENDPOINT_ROUTES.getUser,
    request: noInput,
    response: userResponse,
    summary: 'The signed-in user with account figures',
  }),
  updateClient: endpoint({
    ...ENDPOINT_ROUTES.updateClient,
    request: clientUpdateRequest,
    response: userResponse,
    summary: 'Update the profile',
  }),
  deposit: endpoint({
    ...ENDPOINT_ROUTES.deposit,
    request: depositRequest,
    response: transactionResponse,
    summary: 'Deposit virtual funds (amount 0 opens a pending deposit)',
  }),
  withdraw: endpoint({
    ...ENDPOINT_ROUTES.withdraw,
    request: withdrawalRequest,
    response: transactionResponse,
    summary: 'Withdraw up to free margin, with the PIN',
  }),
  openOrder: endpoint({
    ...ENDPOINT_ROUTES.openOrder,
    request: openOrderRequest,
    response: orderResponse,
    summary: 'Open a market order or place a pending limit/stop order',
  }),
  closeOrder: endpoint({
    ...ENDPOINT_ROUTES.closeOrder,
    request: closeOrderRequest,
    response: orderResponse,
    summary: 'Close an open position (all of it, or `volume` lots of it) or cancel a pending order',
  }),
  getOrderHistory: endpoint({
    ...ENDPOINT_ROUTES.getOrderHistory,
    request: orderHistoryRequest,
    response: ordersResponse,
    summary: 'Closed and cancelled orders, newest first',
  }),
  // Beyond the spec: change stop-loss, take-profit, trailing stop or a pending price, as every
  // trading platform lets a trader do without closing and reopening.
  modifyOrder: endpoint({
    ...ENDPOINT_ROUTES.modifyOrder,
    request: modifyOrderRequest,
    response: orderResponse,
    summary: 'Change the stop-loss, take-profit or trailing stop of an open position, or the price and levels of a pending order',
  }),
  // Beyond the spec: close everything (or one instrument) at once, and reverse a position, as
  // the order tools of MT5, cTrader and xStation offer.
  closeAllOrders: endpoint({
    ...ENDPOINT_ROUTES.closeAllOrders,
    request: closeAllOrdersRequest,
    response: ordersResponse,
    summary:
      'Close every open position (or those on one instrument) at the current quotes, and with include_pending cancel the pending orders, in one transaction',
  }),
  reverseOrder: endpoint({
    ...ENDPOINT_ROUTES.reverseOrder,
    request: reverseOrderRequest,
    response: reverseOrderResponse,
    summary: 'Close an open position and open the opposite side with the same volume and leverage, in one transaction',
  }),
  // Beyond the spec: a trading journal, a note and tags on any order, as traders keep one; it
  // moves no money, so a frozen account may still write it.
  setOrderJournal: endpoint({
    ...ENDPOINT_ROUTES.setOrderJournal,
    request: orderJournalRequest,
    response: orderResponse,
    summary: "Set the journal note and tags of one of the caller's orders (open, pending or closed); null or [] clears",
  }),
  uploadPassport: endpoint({
    ...ENDPOINT_ROUTES.uploadPassport,
    request: noInput,
    response: documentResponse,
    summary: 'Upload a passport (JPEG, PNG or PDF, at most 10 MB)',
  }),
  uploadCard: endpoint({
    ...ENDPOINT_ROUTES.uploadCard,
    request: noInput,
    response: documentResponse,
    summary: 'Upload a payment card photo (JPEG, PNG or PDF, at most 10 MB)',
  }),
  getPhoto: endpoint({
    ...ENDPOINT_ROUTES.getPhoto,
    request: noInput,
    response: photoResponse,
    summary: "The caller's uploaded documents",
  }),
  savePin: endpoint({
    ...ENDPOINT_ROUTES.savePin,
    request: savePinRequest,
    response: okResponse,
    summary: 'Set or change the withdrawal PIN',
  }),
  getTransactions: endpoint({
    ...ENDPOINT_ROUTES.getTransactions,
    request: pageRequest,
    response: transactionsResponse,
    summary: 'Ledger entries and pending deposits, newest first',
  }),
  giveMeCredit: endpoint({
    ...ENDPOINT_ROUTES.giveMeCredit,
    request: noInput,
    response: transactionResponse,
    summary: 'Demo top-up back to the starting balance, once a day',
  }),
  setWalletIdentification: endpoint({
    ...ENDPOINT_ROUTES.setWalletIdentification,
    request: walletIdentificationRequest,
    response: userResponse,
    summary: 'Set the wallet withdrawals are paid to',
  }),
  getActivities: endpoint({
    ...ENDPOINT_ROUTES.getActivities,
    request: pageRequest,
    response: activitiesResponse,
    summary: 'Sign-ins, orders and money movements with time, IP and user agent',
  }),
  getCountries: endpoint({
    ...ENDPOINT_ROUTES.getCountries,
    request: noInput,
    response: countriesResponse,
    summary: 'Countries for the registration form',
  }),
  getSymbols: endpoint({
    ...ENDPOINT_ROUTES.getSymbols,
    request: symbolsQuery,
    response: symbolsResponse,
    summary: 'Instruments with live quotes',
  }),
  getSymbolHistory: endpoint({
    ...ENDPOINT_ROUTES.getSymbolHistory,
    request: symbolHistoryRequest,
    response: symbolHistoryResponse,
    summary: 'Candles of an instrument',
  }),
  getSpecialSymbols: endpoint({
    ...ENDPOINT_ROUTES.getSpecialSymbols,
    request: noInput,
    response: symbolsResponse,
    summary: 'Featured instruments',
  }),
  getNotifications: endpoint({
    ...ENDPOINT_ROUTES.getNotifications,
    request: noInput,
    response: notificationsResponse,
    summary: "The user's notifications and unread count",
  }),
  readNotifications: endpoint({
    ...ENDPOINT_ROUTES.readNotifications,
    request: readNotificationsRequest,
    response: notificationsResponse,
    summary: 'Mark one notification read, or all without an id',
  }),
  getEconomicCalendar: endpoint({
    ...ENDPOINT_ROUTES.getEconomicCalendar,
    request: calendarQuery,
    response: economicCalendarResponse,
    summary: 'Economic calendar',
  }),
  getEarningsCalendar: endpoint({
    ...ENDPOINT_ROUTES.getEarningsCalendar,
    request: calendarQuery,
    response: earningsCalendarResponse,
    summary: 'Earnings calendar',
  }),
  getNews: endpoint({
    ...ENDPOINT_ROUTES.getNews,
    request: noInput,
    response: newsResponse,
    summary: 'Market news',
  }),
  // Beyond the spec: the operator's details, payment methods and risk warning, which both apps
  // must show before sign-in and which no call of contract §7 returns.
  getPlatform: endpoint({
    ...ENDPOINT_ROUTES.getPlatform,
    request: noInput,
    response: platformInfo,
    summary: 'Operator details, payment methods and the risk warning',
  }),
  // Beyond the spec: two-factor sign-in (TOTP, RFC 6238) as MT5, xStation and eToro offer it.
  signinSecondFactor: endpoint({
    ...ENDPOINT_ROUTES.signinSecondFactor,
    request: secondFactorRequest,
    response: tokenPair,
    summary: 'Second step of a sign-in: the challenge with an authenticator code or a recovery code',
  }),
  getTwoFactor: endpoint({
    ...ENDPOINT_ROUTES.getTwoFactor,
    request: noInput,
    response: twoFactorStatus,
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
  }),
  enrolTwoFactor: endpoint({
    ...ENDPOINT_ROUTES.enrolTwoFactor,
    request: twoFactorEnrolRequest,
    response: twoFactorEnrolment,
    summary: 'Start enrolment (needs the password): a new secret as an otpauth URI, shown once',
  }),
  confirmTwoFactor: endpoint({
    ...ENDPOINT_ROUTES.confirmTwoFactor,
    request: twoFactorConfirmRequest,
    response: recoveryCodesResponse,
    summary: 'Turn two-factor sign-in on with a first code; answers ten one-time recovery codes, shown once',
  }),
  disableTwoFactor: endpoint({
    ...ENDPOINT_ROUTES.disableTwoFactor,
    request: twoFactorDisableRequest,
    response: okResponse,
    summary: 'Turn two-factor sign-in off with the password and a code or recovery code',
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
    ...ENDPOINT_ROUTES.requestPasswordReset,
    request: passwordResetRequest,
    response: okResponse,
    summary: 'Email a single-use, 30-minute password-reset link; the same answer whether or not the email has an account',
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
    ...ENDPOINT_ROUTES.resetPassword,
    request: resetPasswordRequest,
    response: okResponse,
    summary: "Set a new password with a reset link's token; every session of the account is signed out",
  }),
  // Beyond the spec: the signed-in devices, each of which can be signed out.
  getSessions: endpoint({
    ...ENDPOINT_ROUTES.getSessions,
    request: noInput,
    response: deviceSessionsResponse,
    summary: "The caller's signed-in devices: device, IP, started, last used",
  }),
  endSession: endpoint({
    ...ENDPOINT_ROUTES.endSession,
    request: endSessionRequest,
    response: okResponse,
    summary: 'Sign one device out: its refresh token is revoked and its sockets disconnected',
  }),
  // Beyond the spec: the public pages show live prices before sign-in, and /symbols/ needs a token.
  getQuotes: endpoint({
    ...ENDPOINT_ROUTES.getQuotes,
    request: quotesQuery,
    response: quotesResponse,
    summary: "Every listed instrument's current bid and ask, public and cached for one tick",
  }),
  // Beyond the spec: watchlists (the star on an instrument row saves the default list) and price
  // alerts, as xStation, cTrader and MT5 keep them on the server for every device.
  getWatchlists: endpoint({
    ...ENDPOINT_ROUTES.getWatchlists,
    request: noInput,
    response: watchlistsResponse,
    summary: "The caller's watchlists, the default list (Favourites) first",
  }),
  saveWatchlist: endpoint({
    ...ENDPOINT_ROUTES.saveWatchlist,
    request: saveWatchlistRequest,
    response: watchlistResponse,
    summary: 'Create a watchlist (no id) or replace one: its name and its instruments, in order',
  }),
  deleteWatchlist: endpoint({
    ...ENDPOINT_ROUTES.deleteWatchlist,
    request: deleteWatchlistRequest,
    response: watchlistsResponse,
    summary: 'Delete a watchlist (not Favourites); answers the lists left',
  }),
  getAlerts: endpoint({
    ...ENDPOINT_ROUTES.getAlerts,
    request: noInput,
    response: alertsResponse,
    summary: "The caller's price alerts: active ones, then the latest triggered",
  }),
  createAlert: endpoint({
    ...ENDPOINT_ROUTES.createAlert,
    request: createAlertRequest,
    response: alertResponse,
    summary: 'Create a price alert: when the bid goes above or below a price',
  }),
  deleteAlert: endpoint({
    ...ENDPOINT_ROUTES.deleteAlert,
    request: deleteAlertRequest,
    response: alertsResponse,
    summary: 'Delete a price alert, active or triggered; answers the alerts left',
  }),
  // Beyond the spec: an account statement for a period and trading statistics, computed on the
  // server from the ledger and closed orders so every device shows the same exact figures. The
  // statement's CSV and PDF are GET /users/statement.csv and /users/statement.pdf (outside this
  // table: their answers are files, not JSON; see the OpenAPI document).
  getStatement: endpoint({
    ...ENDPOINT_ROUTES.getStatement,
    request: statementRequest,
    response: statementResponse,
    summary:
      'Account statement for a period: opening and closing balance, every ledger entry with its running balance, the closed trades, totals and the operator',
  }),
  getStatistics: endpoint({
    ...ENDPOINT_ROUTES.getStatistics,
    request: statisticsRequest,
    response: statisticsResponse,
    summary:
      'Trading statistics of a period from closed orders and the ledger: net P&L, win rate, profit factor, expectancy, drawdown, holding time, per instrument and side, and the equity curve',
  }),
  // Beyond the spec: API keys for programs (docs/api.md). Managed only with a person's session:
  // a key can never list, create or revoke keys.
  getApiKeys: endpoint({
    ...ENDPOINT_ROUTES.getApiKeys,
    request: noInput,
    response: apiKeysResponse,
    summary: "The caller's API keys, live ones first: name, prefix, scopes, allow-list, expiry, last use; never a secret",
  }),
  createApiKey: endpoint({
    ...ENDPOINT_ROUTES.createApiKey,
    request: createApiKeyRequest,
    response: createdApiKey,
    summary: 'Create an API key with scopes (read, trade), an optional expiry and address allow-list; answers its secret, shown once',
  }),
  revokeApiKey: endpoint({
    ...ENDPOINT_ROUTES.revokeApiKey,
    request: revokeApiKeyRequest,
    response: apiKeysResponse,
    summary: 'Revoke an API key on every server process at once, disconnecting its sockets; answers the keys left',
  }),
} as const satisfies { [TName in EndpointName]: EndpointDefinition };

/** The type of the contract table {@link ENDPOINTS}. */
export type Endpoints = typeof ENDPOINTS;

/** The input type a call accepts (before the schema's defaults and transforms). */
export type EndpointInput<TName extends EndpointName> = z.input<Endpoints[TName]['request']>;

/** The answer type of a call. */
export type EndpointOutput<TName extends EndpointName> = z.output<Endpoints[TName]['response']>;
