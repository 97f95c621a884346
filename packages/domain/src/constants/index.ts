export {
  ACCESS_TOKEN_REFRESH_INTERVAL_MS,
  ACCESS_TOKEN_TTL_MS,
  REFRESH_TOKEN_MAX_AGE_MS,
  TOKEN_STORAGE_KEYS,
  REFRESH_HEADER,
} from './session';
export { MOBILE_BREAKPOINT, LAYOUT_MARGINS, DEFAULT_STEP, WIDTH_BANDS } from './layout';
export type { WidthBand } from './layout';
export { THEME_IDS, THEMES, DEFAULT_THEME_ID } from './themes';
export type { ThemeId, ThemeOption } from './themes';
export { FONT_IDS, FONTS, DEFAULT_FONT_ID } from './fonts';
export type { FontId, FontOption } from './fonts';
export { TOAST_OPTIONS } from './toasts';
export {
  API_PORT,
  API_BASE_PATH,
  REALTIME_OPTIONS,
  SOCKET_EVENTS,
  QUOTE_SOCKET_EVENTS,
  MAX_QUOTE_SUBSCRIPTIONS,
  JWT_EXPIRED_MESSAGE,
} from './realtime';
export {
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_KINDS,
  BANK_TRANSFER_DESCRIPTION,
  PLACEHOLDER_CARD_NUMBER,
  createPaymentMethods,
} from './payment-methods';
export type { PaymentMethodId, PaymentMethodKind, PaymentMethod, PaymentDetailsConfig } from './payment-methods';
export {
  ACCOUNT_CURRENCY,
  MONEY_TRANSFER_LIMITS,
  MONEY_SCALE,
  DEFAULT_DEMO_BALANCE,
  DEMO_TOP_UP_INTERVAL_MS,
  PIN_RULES,
  DATE_RANGE,
  MAX_CALENDAR_DAYS,
  MAX_INTEGER_ID,
  PASSWORD_MIN_LENGTH,
  UPLOAD_RULES,
  MARGIN_CLOSE_OUT_LEVEL_PERCENT,
  VOLUME_RULES,
  JOURNAL_RULES,
} from './limits';
export {
  ACCOUNT_STATUSES,
  ORDER_STATUSES,
  ORDER_SIDES,
  ORDER_TYPES,
  ORDER_EXPIRIES,
  CLOSE_REASONS,
  SYMBOL_TYPES,
  DEFAULT_SYMBOL_TYPE,
  DEFAULT_COUNTRY_ID,
  LEDGER_CAUSES,
  TRANSACTION_STATUSES,
  VERIFICATION_STATUSES,
  DOCUMENT_KINDS,
  ACTIVITY_KINDS,
  CALENDAR_IMPORTANCE,
  CANDLE_RESOLUTIONS,
} from './statuses';
export type {
  AccountStatus,
  OrderStatus,
  OrderSide,
  OrderType,
  OrderExpiry,
  CloseReason,
  SymbolType,
  LedgerCause,
  TransactionStatus,
  VerificationStatus,
  DocumentKind,
  ActivityKind,
  CalendarImportance,
  CandleResolution,
} from './statuses';
export { riskWarning, RISK_WARNING_FALLBACK_SHARE, DEMO_ACCOUNT_LABEL } from './risk-warning';
export { TWO_FACTOR_RULES, TOTP_CODE_PATTERN, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_PATTERN } from './two-factor';
export { WATCHLIST_RULES, DEFAULT_WATCHLIST_NAME, ALERT_CONDITIONS, ALERT_STATUSES, ALERT_RULES, ALERT_SOCKET_EVENTS } from './workspace';
export type { AlertCondition, AlertStatus } from './workspace';
export {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  MAX_API_KEYS_PER_ACCOUNT,
  MAX_API_KEY_ALLOWED_IPS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  ACCOUNT_EVENT_RETENTION_HOURS,
  MAX_RESUME_EVENTS,
  ACCOUNT_STREAM_EVENTS,
  API_KEY_REFUSED_MESSAGE,
} from './trading-api';
export type { ApiKeyScope } from './trading-api';
