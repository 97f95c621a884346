/** The account currency of the reference broker (product rules, Limits: in EUR). */
export const ACCOUNT_CURRENCY = 'EUR';

/** Smallest and largest deposit or withdrawal, in the account currency (product rules, Limits). */
export const MONEY_TRANSFER_LIMITS = { min: '10', max: '1000000' } as const;

/** Decimal places an amount of money may carry (cents). */
export const MONEY_SCALE = 2;

/** Default starting (and top-up) demo balance; configurable on the server (product rule 7). */
export const DEFAULT_DEMO_BALANCE = '10000';

/** How often the demo top-up may be claimed (product rule 7: once a day). */
export const DEMO_TOP_UP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** PIN rules (product rules, PIN): 4 to 6 digits; 5 wrong in a row lock withdrawals for 15 minutes. */
export const PIN_RULES = {
  pattern: /^\d{4,6}$/,
  minLength: 4,
  maxLength: 6,
  maxFailedAttempts: 5,
  lockMs: 15 * 60 * 1000,
} as const;

/**
 * Password rules (product rules, Registration form): at least 8 characters; the strength rule is
 * `PASSWORD_STRENGTH`.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Document uploads (product rules, Uploads): JPEG, PNG or PDF, checked by content, at most 10 MB. */
export const UPLOAD_RULES = {
  maxBytes: 10 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

/** ESMA margin close-out: positions are closed when equity falls to 50% of required margin. */
export const MARGIN_CLOSE_OUT_LEVEL_PERCENT = 50;

/** Order volume rules (lots): smallest volume and step. */
export const VOLUME_RULES = { min: '0.01', step: '0.01', max: '1000' } as const;

/**
 * The dates the contract accepts, inclusive: from the Unix epoch, before which a broker has no
 * records, to the last day a four-digit ISO 8601 year can write.
 */
export const DATE_RANGE = { min: '1970-01-01', max: '9999-12-31' } as const;

/** The longest range, in days, one calendar request (`/celendar/*`) may cover. */
export const MAX_CALENDAR_DAYS = 366;

/** The largest id a database `integer` column holds (2^31 - 1): ids above it name nothing. */
export const MAX_INTEGER_ID = 2_147_483_647;

/**
 * The trading journal (extension): a note of at most 2,000 characters (after trimming) and at most
 * 10 tags per order, each 1 to 32 letters, digits, `-` or `_`, kept lower-case.
 */
export const JOURNAL_RULES = {
  noteMaxLength: 2000,
  maxTags: 10,
  tagMaxLength: 32,
  tagPattern: /^[a-z0-9_-]+$/,
  /** Characters of a history search of the notes, after trimming. */
  searchMaxLength: 200,
} as const;
