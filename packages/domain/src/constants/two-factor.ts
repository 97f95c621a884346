/**
 * Two-factor sign-in with time-based one-time passwords (RFC 6238), as authenticator apps
 * (Google Authenticator, Authy, 1Password, Microsoft Authenticator) generate them. Every app
 * supports these parameters; other digests or lengths are not offered because several apps
 * silently ignore them and then show wrong codes.
 */
export const TWO_FACTOR_RULES = {
  /** Digits of a code. */
  digits: 6,
  /** Seconds a code stays current. */
  periodSeconds: 30,
  /** HMAC digest of the codes. */
  algorithm: 'SHA1',
  /** Steps accepted before and after the current one (±30 s), for clocks that drift. */
  window: 1,
  /** Recovery codes issued when two-factor sign-in is turned on; each works once. */
  recoveryCodeCount: 10,
  /** How long the challenge of a sign-in waiting for its second step lives. */
  challengeTtlMs: 5 * 60 * 1000,
  /** Wrong codes in a row after which the second step is locked. */
  maxFailedAttempts: 5,
  /** How long that lock lasts. */
  lockMs: 15 * 60 * 1000,
} as const;

/** A code as authenticator apps show it: six digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * The letters of a recovery code: lower-case letters and digits without the look-alikes
 * 0/o, 1/l/i, so a code copied from paper is read right. Three groups of four, `xxxx-xxxx-xxxx`.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code once spaces and dashes are removed and it is lower-cased. */
export const RECOVERY_CODE_PATTERN = /^[abcdefghjkmnpqrstuvwxyz23456789]{12}$/;
