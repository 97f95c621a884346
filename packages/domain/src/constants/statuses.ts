/** Account statuses (product rules, Statuses): a frozen account can read but not act (contract §6). */
export const ACCOUNT_STATUSES = ['active', 'frozen'] as const;
/** One of {@link ACCOUNT_STATUSES}. */
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Order statuses (product rules, Statuses): pending limit/stop orders, open positions, closed, cancelled. */
export const ORDER_STATUSES = ['pending', 'open', 'closed', 'cancelled'] as const;
/** One of {@link ORDER_STATUSES}. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Order sides. */
export const ORDER_SIDES = ['buy', 'sell'] as const;
/** One of {@link ORDER_SIDES}. */
export type OrderSide = (typeof ORDER_SIDES)[number];

/**
 * Order types (product rules, Statuses): market orders and pending limit/stop orders. `stop_limit` (extension)
 * waits for its stop price like a stop, then works as a limit at its `limit_price`.
 */
export const ORDER_TYPES = ['market', 'limit', 'stop', 'stop_limit'] as const;
/** One of {@link ORDER_TYPES}. */
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * Why a position was closed or a pending order cancelled. `trailing_stop` (extension) is a
 * stop-loss that followed the price (`trailing_distance` of an order) and was then reached;
 * `expired` (extension) is a pending order whose expiry (`expiry`, `expires_at`) came first.
 */
export const CLOSE_REASONS = ['user', 'stop_loss', 'take_profit', 'margin_close_out', 'trailing_stop', 'expired'] as const;
/** One of {@link CLOSE_REASONS}. */
export type CloseReason = (typeof CLOSE_REASONS)[number];

/**
 * How long a pending order waits (extension): `gtc` until cancelled, `day` until the end of the
 * instrument's trading day, `date` until its `expires_at`.
 */
export const ORDER_EXPIRIES = ['gtc', 'day', 'date'] as const;
/** One of {@link ORDER_EXPIRIES}. */
export type OrderExpiry = (typeof ORDER_EXPIRIES)[number];

/** Symbol types (contract §3); the terminal's default is `stock`. */
export const SYMBOL_TYPES = ['stock', 'forex', 'crypto', 'index', 'commodity'] as const;
/** One of {@link SYMBOL_TYPES}. */
export type SymbolType = (typeof SYMBOL_TYPES)[number];
/** The market store's initial symbol type (contract §3). */
export const DEFAULT_SYMBOL_TYPE: SymbolType = 'stock';

/** The default current country id of the market store (contract §3): 0 means all countries. */
export const DEFAULT_COUNTRY_ID = 0;

/** Causes of a ledger entry (product rule 4). */
export const LEDGER_CAUSES = ['deposit', 'withdrawal', 'realised_pnl', 'financing', 'demo_top_up', 'negative_balance_protection'] as const;
/** One of {@link LEDGER_CAUSES}. */
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

/** Transaction statuses: a deposit sent with amount 0 waits for the operator (product rules, Deposit amount). */
export const TRANSACTION_STATUSES = ['completed', 'pending', 'rejected'] as const;
/** One of {@link TRANSACTION_STATUSES}. */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Identity-verification states of an account and of each document. */
export const VERIFICATION_STATUSES = ['unverified', 'pending_review', 'verified', 'rejected'] as const;
/** One of {@link VERIFICATION_STATUSES}. */
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Kinds of identity document (contract §7: uploadPassport, uploadCard). */
export const DOCUMENT_KINDS = ['passport', 'card'] as const;
/** One of {@link DOCUMENT_KINDS}. */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What an activity-log row records (sign-ins, orders, money movements, security changes). */
export const ACTIVITY_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'profile_updated',
  'pin_saved',
  'document_uploaded',
  'order_opened',
  'order_closed',
  'order_cancelled',
  /** Stop-loss, take-profit, trailing stop or pending price changed (extension: `/orders/modify`). */
  'order_modified',
  'deposit',
  'withdrawal',
  'demo_top_up',
  'wallet_identification_set',
  'two_factor_enabled',
  'two_factor_disabled',
  'second_factor_failed',
  'recovery_code_used',
  'session_ended',
  /** An API key was created (extension: the trading API). */
  'api_key_created',
  /** An API key was revoked (extension). */
  'api_key_revoked',
  /** A minute's calls made with one API key, summed per call (extension). */
  'api_key_used',
] as const;
/** One of {@link ACTIVITY_KINDS}. */
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Importance levels of economic-calendar events. */
export const CALENDAR_IMPORTANCE = ['low', 'medium', 'high'] as const;
/** One of {@link CALENDAR_IMPORTANCE}. */
export type CalendarImportance = (typeof CALENDAR_IMPORTANCE)[number];

/**
 * Candle resolutions served by `/symbols/history`, shortest first. Candles start on UTC
 * boundaries: a 4h candle at 00:00, 04:00, … UTC, a 1d candle at 00:00 UTC, a 1w candle on
 * Monday 00:00 UTC.
 */
export const CANDLE_RESOLUTIONS = ['1m', '5m', '15m', '1h', '4h', '1d', '1w'] as const;
/** One of {@link CANDLE_RESOLUTIONS}. */
export type CandleResolution = (typeof CANDLE_RESOLUTIONS)[number];
