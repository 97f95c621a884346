import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

// Accounts: users, sessions, the ledger, documents, activity, notifications, operator audit.

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  phoneCode: text('phone_code').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    status: text('status', { enum: ['active', 'frozen'] })
      .notNull()
      .default('active'),
    /** Ledger balance: always equal to the sum of the user's ledger entries (a test proves it). */
    balance: money('balance').notNull().default('0'),
    pinHash: text('pin_hash'),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    walletAddress: text('wallet_address'),
    walletType: text('wallet_type'),
    verificationStatus: text('verification_status', { enum: ['unverified', 'pending_review', 'verified', 'rejected'] })
      .notNull()
      .default('unverified'),
    /** When the demo top-up was last claimed (product rule 7: at most once a day). */
    lastCreditAt: timestamp('last_credit_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/**
 * Failed sign-ins, counted three ways (known emails and unknown ones alike, so the answer never
 * tells whether an account exists): per account-and-address pair (in a row; locks that pair),
 * per account over every address and per address over every account (both only slow down).
 * A row is claimed before the password is checked, so parallel guesses are counted too.
 */
export const signInCounters = pgTable(
  'sign_in_counters',
  {
    /** 'pair', 'account' or 'address'. */
    scope: text('scope').notNull(),
    /** The email, the client address, or both for a pair. */
    subject: text('subject').notNull(),
    failures: integer('failures').notNull().default(0),
    /** A pair: locked until then. An account or address: the next attempt is answered from then on. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.subject] }), index('sign_in_counters_last_attempt_idx').on(table.lastAttemptAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** The browser that signed in, so the device list can name it. */
    userAgent: text('user_agent'),
    /** The address the session was last used from. */
    ip: text('ip'),
    /** Sign-in, each refresh, and authenticated calls (at most one write every few minutes). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /**
     * The entry's place in its account's ledger: 1, 2, 3… without gaps, assigned while the
     * account's row is locked, so it is the order in which the balance really moved (timestamps
     * are taken before the lock and can disagree under parallel requests).
     */
    sequence: integer('sequence').notNull(),
    cause: text('cause', {
      enum: ['deposit', 'withdrawal', 'realised_pnl', 'financing', 'demo_top_up', 'negative_balance_protection'],
    }).notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    orderId: uuid('order_id'),
    method: text('method'),
    description: text('description').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('ledger_user_sequence_key').on(table.userId, table.sequence),
  ],
);

export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    wallet: text('wallet').notNull(),
    extra: text('extra'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The amount the operator confirmed as received; null until confirmed. */
    amount: money('amount'),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
    /** Why the operator rejected it (shown to the user). */
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('deposit_requests_user_idx').on(table.userId)],
);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['passport', 'card'] }).notNull(),
    status: text('status', { enum: ['pending_review', 'verified', 'rejected'] })
      .notNull()
      .default('pending_review'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Random file name under the uploads folder, outside any served folder. */
    storageName: text('storage_name').notNull(),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why the operator rejected it (shown to the user). */
    reviewReason: text('review_reason'),
  },
  (table) => [index('documents_user_idx').on(table.userId)],
);

export const activities = pgTable(
  'activities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('activities_user_idx').on(table.userId, table.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['info', 'success', 'warning'] })
      .notNull()
      .default('info'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);

/** Every operator action (CLI): who, what, on whom, why. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_target_idx').on(table.targetUserId, table.createdAt)],
);
