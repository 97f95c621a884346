import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts-schema';

// Password reset by email (src/auth/password-reset.ts): an extension of the contract.

/**
 * One reset link sent (or printed by the operator CLI). The token is random (256 bits) and only
 * its SHA-256 hash is kept, so a copy of the table opens no account. It works once and for 30
 * minutes; setting a password uses it, and spends every other link of the user.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The address that asked, or null for a link the operator printed. */
    requestedIp: text('requested_ip'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId, table.createdAt)],
);
