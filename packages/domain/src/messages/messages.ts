/**
 * Every user-facing message of the error catalogue of contract §8, verbatim, defined once.
 * Clients show these; the server answers with them where the spec puts them in its mouth.
 */
export const MESSAGES = {
  /** Shown when sign-in fails and the server gave no text of its own. */
  loginFailed: 'Login failed. Please check your credentials and try again.',
  passwordChanged: 'Password changed successfully',
  withdrawalSuccessful: 'Withdrawal successful',
  passportUploaded: 'Passport uploaded successfully',
  cardUploaded: 'Card uploaded successfully',
  codeSaved: 'Code saved successfully',
  /** A warning, not an error: the order was closed before, nothing changed. */
  orderAlreadyClosed: 'This order has already been closed. Please wait for terminal has update history.',
} as const;

/** The name of a message of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;

/** The frozen-account template; `{email}` is the operator's support email (contract §8). */
export const FROZEN_ACCOUNT_TEMPLATE = 'Your account is temporarily frozen. Please contact us by email {email}';

/**
 * The message a frozen account sees when it tries an action of contract §6.
 *
 * @example
 * frozenAccountMessage('support@example.com')
 * // 'Your account is temporarily frozen. Please contact us by email support@example.com'
 */
export function frozenAccountMessage(supportEmail: string): string {
  return FROZEN_ACCOUNT_TEMPLATE.replace('{email}', supportEmail);
}

/** Machine-readable error codes the server puts beside a message; clients branch on these. */
export const ERROR_CODES = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  invalidCredentials: 'invalid_credentials',
  accountLocked: 'account_locked',
  tokenExpired: 'token_expired',
  sessionRevoked: 'session_revoked',
  forbidden: 'forbidden',
  accountFrozen: 'account_frozen',
  notFound: 'not_found',
  conflict: 'conflict',
  orderAlreadyClosed: 'order_already_closed',
  insufficientFunds: 'insufficient_funds',
  wrongPin: 'wrong_pin',
  pinLocked: 'pin_locked',
  pinNotSet: 'pin_not_set',
  marketClosed: 'market_closed',
  leverageTooHigh: 'leverage_too_high',
  tooManyRequests: 'too_many_requests',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  internal: 'internal_error',
  /** A wrong or reused authenticator code, or an unknown or used recovery code (extension). */
  wrongSecondFactor: 'wrong_second_factor',
  /** Too many wrong codes in a row: the second step is locked for a while (extension). */
  secondFactorLocked: 'second_factor_locked',
  /** The sign-in challenge is unknown, used or too old: sign in with the password again (extension). */
  challengeExpired: 'challenge_expired',
  /** The instrument's last price is too old to trade at: the price feed has stopped (extension). */
  quoteStale: 'quote_stale',
  /** The password-reset link is unknown, expired or already used: ask for a new one (extension). */
  resetLinkInvalid: 'reset_link_invalid',
  /**
   * The caller's request budget is spent (429, extension): the answer's `Retry-After` header and
   * `retry_after_seconds` say when to try again; the `RateLimit` header shows the budget on every answer.
   */
  rateLimited: 'rate_limited',
  /**
   * The `Idempotency-Key` or `client_order_id` was used before with a different request (409,
   * extension): the first request's effect stands; send a new key for a new request.
   */
  idempotencyConflict: 'idempotency_conflict',
  /** The API key does not carry the scope this call needs, or the call is never open to keys (403, extension). */
  apiKeyScope: 'api_key_scope',
} as const;

/** One of the server's machine-readable {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
