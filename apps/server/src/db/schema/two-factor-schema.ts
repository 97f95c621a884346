import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts-schema';

// Two-factor sign-in: the TOTP secret, recovery codes and sign-in challenges.

/**
 * One row per user who started enrolment. Two-factor sign-in is on once `enabled_at` is set
 * (the first code was confirmed). The secret is encrypted (AES-256-GCM) and never sent again.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url: see auth/two-factor/secret-box.ts. */
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last accepted code: a code is never accepted twice (RFC 6238 section 5.2). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /** Wrong codes in a row; the 5th locks the second step for 15 minutes. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Ten one-time recovery codes per enrolment, stored as SHA-256 hashes (they are random, 60 bits). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

/**
 * A sign-in whose password was right, waiting for its second step. The token is random and
 * stored hashed; it works once and for five minutes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_challenges_user_idx').on(table.userId)],
);
