export {
  decimalString,
  isoDateTime,
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
export { openOrderRequest, closeOrderRequest, orderResponse, orderHistoryRequest, ordersResponse } from './orders';
export type { OpenOrderRequest, CloseOrderRequest, OrderResponse, OrderHistoryRequest, OrdersResponse } from './orders';
export {
  countriesResponse,
  symbolsQuery,
  symbolsResponse,
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
  SymbolHistoryRequest,
  SymbolHistoryResponse,
  NotificationsResponse,
  ReadNotificationsRequest,
  CalendarQuery,
  EconomicCalendarResponse,
  EarningsCalendarResponse,
  NewsResponse,
} from './market';
export { ENDPOINTS, UPLOAD_FIELD_NAME, endpointPath } from './endpoints';
export type { EndpointBody, EndpointDefinition, Endpoints, EndpointName, EndpointInput, EndpointOutput } from './endpoints';
export { socketPayloads } from './socket';
export type { ServerToClientEvents, ClientToServerEvents, SocketAuth } from './socket';
export { companyInfo, paymentMethod, platformInfo } from './platform';
export type { CompanyInfo, PlatformInfo } from './platform';
