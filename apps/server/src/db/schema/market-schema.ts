import { type AnyPgColumn, bigint, boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LeverageClass, TradingHours } from '@beurs/domain';
import { createdAt, decimal, id, money } from './columns';
import { users } from './accounts-schema';

// Market and trading: instruments, quotes, candles, orders, and the market content.

export const instruments = pgTable('instruments', {
  instrumentId: text('instrument_id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: ['stock', 'forex', 'crypto', 'index', 'commodity'] }).notNull(),
  country: text('country').notNull().default(''),
  currency: text('currency').notNull(),
  digits: integer('digits').notNull(),
  /** Typical spread in price units. */
  spread: decimal('spread').notNull(),
  contractSize: decimal('contract_size').notNull(),
  /** ESMA leverage class, from the domain's `leverageClassOf`. */
  leverageClass: text('leverage_class').$type<LeverageClass>().notNull(),
  tradingHours: jsonb('trading_hours').$type<TradingHours>().notNull(),
  /** Starting mid price and annualised volatility of the simulator's model. */
  basePrice: decimal('base_price').notNull(),
  volatility: numeric('volatility', { precision: 8, scale: 4 }).notNull(),
  special: boolean('special').notNull().default(false),
});

export const quotes = pgTable('quotes', {
  instrumentId: text('instrument_id')
    .primaryKey()
    .references(() => instruments.instrumentId),
  bid: decimal('bid').notNull(),
  ask: decimal('ask').notNull(),
  /**
   * The simulator's unrounded mid price: the model's state between ticks. Bid and ask are rounded
   * to the instrument's digits; keeping the mid unrounded stops small moves from being lost.
   */
  mid: decimal('mid').notNull(),
  /** Mid price at the end of the previous trading day (exchange time), for `change_percent`. */
  previousClose: decimal('previous_close').notNull(),
  time: timestamp('time', { withTimezone: true }).notNull(),
});

export const candles = pgTable(
  'candles',
  {
    instrumentId: text('instrument_id').notNull(),
    resolution: text('resolution').notNull(),
    time: bigint('time', { mode: 'number' }).notNull(),
    open: decimal('open').notNull(),
    high: decimal('high').notNull(),
    low: decimal('low').notNull(),
    close: decimal('close').notNull(),
    volume: decimal('volume').notNull(),
  },
  (table) => [primaryKey({ columns: [table.instrumentId, table.resolution, table.time] })],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id),
    instrumentId: text('instrument_id').notNull().references(() => instruments.instrumentId),
    side: text('side', { enum: ['buy', 'sell'] }).notNull(),
    type: text('type', { enum: ['market', 'limit', 'stop', 'stop_limit'] }).notNull(),
    status: text('status', { enum: ['pending', 'open', 'closed', 'cancelled'] }).notNull(),
    volume: decimal('volume').notNull(),
    leverage: integer('leverage').notNull(),
    price: decimal('price'),
    openPrice: decimal('open_price'),
    openBid: decimal('open_bid'),
    openAsk: decimal('open_ask'),
    openQuoteTime: timestamp('open_quote_time', { withTimezone: true }),
    closePrice: decimal('close_price'),
    closeBid: decimal('close_bid'),
    closeAsk: decimal('close_ask'),
    closeQuoteTime: timestamp('close_quote_time', { withTimezone: true }),
    stopLoss: decimal('stop_loss'),
    takeProfit: decimal('take_profit'),
    margin: money('margin').notNull().default('0'),
    realisedPnl: money('realised_pnl'),
    closeReason: text('close_reason', { enum: ['user', 'stop_loss', 'take_profit', 'margin_close_out', 'trailing_stop', 'expired'] }),
    /** The distance a trailing stop-loss keeps behind the price; the level it reached is `stop_loss`. */
    trailingDistance: decimal('trailing_distance'),
    /** On the closed part of a partial close: the position (still open with the rest) it came from. */
    positionId: uuid('position_id').references((): AnyPgColumn => orders.id),
    /** A stop-limit order's limit: the worst price it fills at once its stop (`price`) is reached. */
    limitPrice: decimal('limit_price'),
    /** When a stop-limit order's stop was reached; from then on it waits as a limit at `limit_price`. */
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    /** How long a pending order waits: gtc (until cancelled), day or date (until `expires_at`). */
    expiry: text('expiry', { enum: ['gtc', 'day', 'date'] }).notNull().default('gtc'),
    /** When a pending order is cancelled (close reason `expired`) if it has not filled; null for gtc. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The trader's journal note on the order (trimmed, at most 2,000 characters); null when none. */
    note: text('note'),
    /** The trader's journal tags, lower-case and each once; empty when none. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_status_idx').on(table.userId, table.status),
    index('orders_status_instrument_idx').on(table.status, table.instrumentId),
    index('orders_user_closed_idx').on(table.userId, table.closedAt),
    // The history's tag filter (`tags @> ARRAY[tag]`) reads this instead of every row's array.
    index('orders_tags_idx').using('gin', table.tags),
  ],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    /** Stable key of a seeded item, so seeding twice adds nothing; null for items an operator publishes. */
    slug: text('slug'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    source: text('source').notNull(),
    picture: text('picture'),
    instrumentIds: jsonb('instrument_ids').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('news_slug_key').on(table.slug), index('news_published_idx').on(table.publishedAt)],
);

export const economicEvents = pgTable(
  'economic_events',
  {
    id: id(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    event: text('event').notNull(),
    importance: text('importance', { enum: ['low', 'medium', 'high'] }).notNull(),
    actual: text('actual'),
    forecast: text('forecast'),
    previous: text('previous'),
  },
  (table) => [uniqueIndex('economic_events_key').on(table.time, table.country, table.event)],
);

export const earningsReports = pgTable(
  'earnings_reports',
  {
    id: id(),
    date: text('date').notNull(),
    instrumentId: text('instrument_id').notNull(),
    company: text('company').notNull(),
    country: text('country').notNull(),
    timeOfDay: text('time_of_day', { enum: ['before_open', 'after_close', 'unknown'] }).notNull(),
    epsEstimate: decimal('eps_estimate'),
    epsActual: decimal('eps_actual'),
    revenueEstimate: decimal('revenue_estimate'),
    revenueActual: decimal('revenue_actual'),
  },
  (table) => [uniqueIndex('earnings_reports_key').on(table.instrumentId, table.date), index('earnings_reports_date_idx').on(table.date)],
);

/**
 * Leases between the server processes of one platform; one row per lease, `market-feed` the only
 * one so far. The holder renews `expires_at` on a heartbeat; whoever finds it expired takes it
 * with a higher `fencing_token`, and every write of the feed checks that token in its own
 * transaction (src/market/market-feed-lease.ts), so a holder that froze cannot write once
 * another has taken over.
 */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  fencingToken: bigint('fencing_token', { mode: 'bigint' }).notNull().default(sql`0`),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`'-infinity'`),
});
