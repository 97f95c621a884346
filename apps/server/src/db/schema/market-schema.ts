import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
  /** Where this price came from: `simulated`, `live:<exchange>` or `replay:<dataset>` (docs/market-data.md). */
  source: text('source').notNull().default('simulated'),
  /**
   * When the simulator took over from a live feed that stopped, anchored at its last real price
   * (the operator's fallback); null while the instrument is quoted by its own source.
   */
  fallbackSince: timestamp('fallback_since', { withTimezone: true }),
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
    /** Where the candle's last price came from (see `quotes.source`). */
    source: text('source').notNull().default('simulated'),
  },
  (table) => [primaryKey({ columns: [table.instrumentId, table.resolution, table.time] })],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    instrumentId: text('instrument_id')
      .notNull()
      .references(() => instruments.instrumentId),
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
    /** Where the opening fill's quote came from (`quotes.source` at the fill). */
    openQuoteSource: text('open_quote_source'),
    closePrice: decimal('close_price'),
    closeBid: decimal('close_bid'),
    closeAsk: decimal('close_ask'),
    closeQuoteTime: timestamp('close_quote_time', { withTimezone: true }),
    /** Where the closing fill's quote came from. */
    closeQuoteSource: text('close_quote_source'),
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
    expiry: text('expiry', { enum: ['gtc', 'day', 'date'] })
      .notNull()
      .default('gtc'),
    /** When a pending order is cancelled (close reason `expired`) if it has not filled; null for gtc. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The trader's journal note on the order (trimmed, at most 2,000 characters); null when none. */
    note: text('note'),
    /** The trader's journal tags, lower-case and each once; empty when none. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The caller's own id for the order (`client_order_id`), unique per account; null when none. */
    clientOrderId: text('client_order_id'),
    /** SHA-256 of the open request that carried `client_order_id`: a repeat with another body is a conflict. */
    clientRequestHash: text('client_request_hash'),
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
    // The guarantee behind client_order_id: two concurrent opens with one id cannot both insert.
    uniqueIndex('orders_user_client_order_id_key')
      .on(table.userId, table.clientOrderId)
      .where(sql`${table.clientOrderId} IS NOT NULL`),
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
  fencingToken: bigint('fencing_token', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  expiresAt: timestamp('expires_at', { withTimezone: true })
    .notNull()
    .default(sql`'-infinity'`),
});

/**
 * How each market-data source of the platform is doing, as the lease holder last saw it: written
 * every few seconds by the process that runs the feeds, read by `/readyz`, `/metrics` of every
 * process and the operator's `market sources` command.
 */
export const marketSourceHealth = pgTable('market_source_health', {
  /** The source: `simulated`, `live:<exchange>` or `replay:<dataset>`. */
  source: text('source').primaryKey(),
  /** `ok`, `connecting`, `down` (no connection or no message for too long) or `stopped`. */
  state: text('state').notNull(),
  /** Messages received since the process started the source. */
  messages: bigint('messages', { mode: 'number' }).notNull().default(0),
  /** Reconnections since the process started the source. */
  reconnects: integer('reconnects').notNull().default(0),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  /** Exchange time to arrival of the last message, in milliseconds; null when the source gives no time. */
  lagMs: integer('lag_ms'),
  /** The last error or state change, for a person. */
  detail: text('detail'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Real recorded prices an operator imported (`beurs-cli market import`), replayed by a
 * `replay:<dataset>` source: ticks or one-minute bars of bid and ask, one table for both. A tick
 * has its one price as open, high, low and close. Times are milliseconds since the epoch, as in
 * `candles`.
 */
export const recordedPrices = pgTable(
  'recorded_prices',
  {
    /** The name the operator imported the data under, e.g. `dukascopy`. */
    dataset: text('dataset').notNull(),
    instrumentId: text('instrument_id').notNull(),
    /** The bar's start (or the tick's instant) in milliseconds since the epoch. */
    time: bigint('time', { mode: 'number' }).notNull(),
    /** `tick` or `1m`. */
    resolution: text('resolution', { enum: ['tick', '1m'] }).notNull(),
    bidOpen: decimal('bid_open').notNull(),
    bidHigh: decimal('bid_high').notNull(),
    bidLow: decimal('bid_low').notNull(),
    bidClose: decimal('bid_close').notNull(),
    askOpen: decimal('ask_open').notNull(),
    askHigh: decimal('ask_high').notNull(),
    askLow: decimal('ask_low').notNull(),
    askClose: decimal('ask_close').notNull(),
    volume: decimal('volume').notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.dataset, table.instrumentId, table.time] })],
);

/**
 * Which days of which instrument an import has finished, so an interrupted import resumes where it
 * stopped: a day is recorded in the transaction that writes its prices.
 */
export const recordedImports = pgTable(
  'recorded_imports',
  {
    dataset: text('dataset').notNull(),
    instrumentId: text('instrument_id').notNull(),
    /** The UTC day, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    /** Where the day came from, e.g. `dukascopy:eurusd:m1`. */
    origin: text('origin').notNull(),
    rows: integer('rows').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.dataset, table.instrumentId, table.day] })],
);
