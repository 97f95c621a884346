import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id } from './columns';
import { users } from './accounts-schema';
import { instruments } from './market-schema';

// The trader's workspace: watchlists and price alerts (extensions of the contract).

/**
 * Named lists of instruments, one user's each. Every user has one default list (Favourites),
 * made on first read; the partial unique index keeps it to one even when two first reads race.
 * Instruments are kept as a JSON array in the user's order: a list is always read and written
 * whole, and its length is bounded (WATCHLIST_RULES).
 */
export const watchlists = pgTable(
  'watchlists',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    instrumentIds: jsonb('instrument_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Names are unique per user whatever their case: "Tech" and "tech" would be the same list to a person.
    uniqueIndex('watchlists_user_name_key').on(table.userId, sql`lower(${table.name})`),
    uniqueIndex('watchlists_user_default_key')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * Price alerts: `active` until the instrument's bid reaches `price` (at or above it for `above`,
 * at or below for `below`), then `triggered` once, with the time and the bid that fired it.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    instrumentId: text('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
    condition: text('condition', { enum: ['above', 'below'] }).notNull(),
    price: decimal('price').notNull(),
    note: text('note'),
    status: text('status', { enum: ['active', 'triggered'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    triggeredPrice: decimal('triggered_price'),
  },
  (table) => [
    index('price_alerts_user_status_idx').on(table.userId, table.status),
    // The alert engine reads every active alert when it takes the lease.
    index('price_alerts_active_idx')
      .on(table.instrumentId)
      .where(sql`${table.status} = 'active'`),
  ],
);
