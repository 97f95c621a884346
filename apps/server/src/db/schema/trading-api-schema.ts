import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts-schema';

// The trading API for programs (extensions of the contract): API keys, idempotency keys and
// the account event stream a reconnecting client resumes from.

/**
 * API keys. The secret is `bk_live_<lookup>_<secret>`: `lookup` finds the row (unique, in
 * clear), and only a SHA-256 of the whole secret is stored. The secret has 190 random bits, so
 * a fast hash is enough (a slow one protects guessable passwords, not random keys). Migration
 * 0012's trigger announces every revocation, shortened expiry, narrowed scope or allow-list
 * and deletion on `beurs_api_key_changed`, whichever process wrote it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    lookup: text('lookup').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Addresses or CIDR networks the key is accepted from; empty: from anywhere. */
    allowedIps: text('allowed_ips')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('api_keys_lookup_key').on(table.lookup), index('api_keys_user_idx').on(table.userId)],
);

/**
 * The answers of money-moving POSTs sent with an `Idempotency-Key`, per account, kept 24 hours.
 * The row is written in the same transaction as the effect, so its primary key is what lets
 * exactly one of two concurrent duplicates through: the second waits on the first's key and
 * then answers what the first stored.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** The call it was used on (`POST /api/v1/orders/close`): the same key on another call is a conflict. */
    endpoint: text('endpoint').notNull(),
    /** SHA-256 of the request's canonical JSON: the same key with another body is a conflict. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The answer's JSON text, sent again byte for byte to a repeat. */
    response: text('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);

/** Each account's latest event number: bumped (row-locked) by migration 0012's triggers as each event is written. */
export const accountEventHeads = pgTable('account_event_heads', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/**
 * Every change of an account's orders and balance, numbered per account in commit order, written
 * by triggers on `orders` and `ledger_entries` in the transaction that made the change, so no
 * path (the trader, the engine, an operator's tool) can change an account without its event.
 * Kept for ACCOUNT_EVENT_RETENTION_HOURS; a client that reconnects is replayed what it missed.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    userId: uuid('user_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** The order's row (every number as text, exact) right after the change, for order events. */
    orderRow: jsonb('order_row').$type<Record<string, unknown>>(),
    /** The ledger entry's row (numbers as text) for `balance_changed`. */
    entryRow: jsonb('entry_row').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.seq] }), index('account_events_created_idx').on(table.createdAt)],
);
