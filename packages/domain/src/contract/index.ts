export {
  decimalString,
  isoDateTime,
  isoDate,
  entityId,
  decimalInput,
  typeError,
  moneyInput,
  okResponse,
  fieldError,
  errorBody,
} from './primitives';
export type { DecimalInputRules, OkResponse, FieldError, ErrorBody } from './primitives';
export { tokenPair, signupRequest, signinRequest, changePasswordRequest } from './auth';
export type { TokenPair, SignupRequest, SigninRequest, ChangePasswordRequest } from './auth';
export {
  userResponse,
  clientUpdateRequest,
  depositRequest,
  withdrawalRequest,
  transactionResponse,
  savePinRequest,
  walletIdentificationRequest,
  pageRequest,
  transactionsResponse,
  activitiesResponse,
  photoResponse,
  documentResponse,
} from './users';
export type {
  UserResponse,
  ClientUpdateRequest,
  DepositRequest,
  WithdrawalRequest,
  TransactionResponse,
  SavePinRequest,
  WalletIdentificationRequest,
  PageRequest,
  TransactionsResponse,
  ActivitiesResponse,
  PhotoResponse,
  DocumentResponse,
} from './users';
export {
  openOrderRequest,
  closeOrderRequest,
  modifyOrderRequest,
  orderResponse,
  orderHistoryRequest,
  ordersResponse,
  closeAllOrdersRequest,
  reverseOrderRequest,
  reverseOrderResponse,
  orderJournalRequest,
  journalNote,
  journalTag,
} from './orders';
export type {
  OpenOrderRequest,
  CloseOrderRequest,
  ModifyOrderRequest,
  OrderResponse,
  OrderHistoryRequest,
  OrdersResponse,
  CloseAllOrdersRequest,
  ReverseOrderRequest,
  ReverseOrderResponse,
  OrderJournalRequest,
} from './orders';
export {
  countriesResponse,
  symbolsQuery,
  symbolsResponse,
  quotesQuery,
  publicQuote,
  quotesResponse,
  symbolHistoryRequest,
  symbolHistoryResponse,
  notificationsResponse,
  readNotificationsRequest,
  calendarQuery,
  economicCalendarResponse,
  earningsCalendarResponse,
  newsResponse,
} from './market';
export type {
  CountriesResponse,
  SymbolsQuery,
  SymbolsResponse,
  QuotesQuery,
  PublicQuote,
  QuotesResponse,
  SymbolHistoryRequest,
  SymbolHistoryResponse,
  NotificationsResponse,
  ReadNotificationsRequest,
  CalendarQuery,
  EconomicCalendarResponse,
  EarningsCalendarResponse,
  NewsResponse,
} from './market';
export {
  totpCode,
  recoveryCode,
  secondFactorChallenge,
  signinResponse,
  isSecondFactorChallenge,
  secondFactorRequest,
  twoFactorStatus,
  twoFactorEnrolRequest,
  twoFactorEnrolment,
  twoFactorConfirmRequest,
  recoveryCodesResponse,
  twoFactorDisableRequest,
} from './two-factor';
export type {
  SecondFactorChallenge,
  SigninResponse,
  SecondFactorRequest,
  TwoFactorStatus,
  TwoFactorEnrolRequest,
  TwoFactorEnrolment,
  TwoFactorConfirmRequest,
  RecoveryCodesResponse,
  TwoFactorDisableRequest,
} from './two-factor';
export {
  PASSWORD_RESET_LINK_MINUTES,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PAGE_PATH,
  passwordResetRequest,
  resetPasswordRequest,
} from './password-reset';
export type { PasswordResetRequest, ResetPasswordRequest } from './password-reset';
export { deviceSession, deviceSessionsResponse, endSessionRequest } from './device-sessions';
export {
  ACCOUNT_EVENT_TYPES,
  STREAM_CLOSE_REASONS,
  accountEvent,
  accountEventEntry,
  streamState,
  heartbeat,
  streamClosed,
} from './account-events';
export type {
  AccountEvent,
  AccountEventEntry,
  AccountEventType,
  StreamState,
  Heartbeat,
  StreamClosed,
  StreamCloseReason,
} from './account-events';
export {
  apiKeyScope,
  apiKey,
  apiKeysResponse,
  createApiKeyRequest,
  createdApiKey,
  revokeApiKeyRequest,
  isAddressOrNetwork,
} from './api-keys';
export type { ApiKey, ApiKeysResponse, CreateApiKeyRequest, CreatedApiKey, RevokeApiKeyRequest } from './api-keys';
export type { DeviceSession, DeviceSessionsResponse, EndSessionRequest } from './device-sessions';
export { watchlist, watchlistsResponse, watchlistResponse, saveWatchlistRequest, deleteWatchlistRequest } from './watchlists';
export type { Watchlist, WatchlistsResponse, WatchlistResponse, SaveWatchlistRequest, DeleteWatchlistRequest } from './watchlists';
export { alert, alertsResponse, alertResponse, createAlertRequest, deleteAlertRequest, alertTriggered } from './alerts';
export type { Alert, AlertsResponse, AlertResponse, CreateAlertRequest, DeleteAlertRequest, AlertTriggered } from './alerts';
export { ENDPOINTS } from './endpoints';
export type { EndpointDefinition, Endpoints, EndpointInput, EndpointOutput } from './endpoints';
export { socketPayloads, socketAuth, liveQuote, quoteSubscription, quotesError } from './socket';
export type { ServerToClientEvents, ClientToServerEvents, SocketAuth, LiveQuote, QuotesError, QuoteSubscriptionEvent } from './socket';
export { companyInfo, paymentMethod, platformInfo } from './platform';
export type { CompanyInfo, PlatformInfo } from './platform';
export { UNSAFE_TEXT_PROBLEMS, findUnsafeText, unsafeTextMessage } from './unsafe-text';
export type { UnsafeText, UnsafeTextProblem } from './unsafe-text';
export { calendarRangeProblem } from './calendar-range';
export type { CalendarRangeProblem } from './calendar-range';
export {
  MAX_STATEMENT_DAYS,
  NOT_AUTHORISED_NOTICE,
  statementPeriodProblem,
  statementRequest,
  statementEntry,
  statementTrade,
  statementOperator,
  statementResponse,
} from './statements';
export type { StatementPeriodProblem, StatementRequest, StatementEntry, StatementTrade, StatementResponse } from './statements';
export { statisticsRequest, tradeFigures, equityPoint, statisticsResponse } from './statistics';
export type { StatisticsRequest, TradeFigures, EquityPoint, StatisticsResponse } from './statistics';
export { csvField, csvText } from './csv-text';
