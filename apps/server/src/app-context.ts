import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { LiveQuote } from '@beurs/domain';
import type { ServerConfig } from './config/config';
import type { Database, Db } from './db/database';
import type { AccessTokenService } from './identity/access-tokens';
import type { RealtimeHub } from './notifications/realtime-hub';
import type { SymbolsCache } from './market/symbols-snapshot';
import type { MarketMemory } from './market/market-memory';
import type { SessionDirectory } from './identity/session-directory';
import type { ApiKeyDirectory } from './identity/api-key-directory';
import type { ApiKeyUsage } from './identity/api-key-usage';
import type { RateBudgetPolicy } from './config/rate-budget-settings';
import type { ServerMetrics } from './metrics/server-metrics';
import type { Mailer } from './mail/mailer';
import type { PriceSources } from './market/sources/price-sources';
import type { LeaseFence } from './market/lease-fence';

/**
 * Everything a service needs, passed explicitly: no module-level state, so two server
 * processes (or two servers in one test) never share anything but the database.
 */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Db;
  /** The clock; tests pin and advance it. */
  now: () => Date;
  accessTokens: AccessTokenService;
  /** The live sessions this process has checked; every end of a session is heard and forgotten. */
  sessions: SessionDirectory;
  /** The live API keys this process has checked; every change of a key is heard and forgotten. */
  apiKeys: ApiKeyDirectory;
  /** The calls made with each API key, counted in memory and written to the activity log once a minute. */
  apiKeyUsage: ApiKeyUsage;
  /** The request budgets of keys, people and addresses, shown in the RateLimit headers (http/rate-budget.ts). */
  rateBudgets: RateBudgets;
  /** Replaced by the socket layer once it is attached. */
  realtime: RealtimeHub;
  log: FastifyBaseLogger;
  /**
   * Every instrument with its current quote, held by this process. Derived state: rebuilt from
   * the database at every start and fed every tick (directly on the lease holder, through the
   * Redis adapter on the others), so display figures cost no query. Never decides money: that
   * reads the database inside its transaction.
   */
  market: MarketMemory;
  /** Where each instrument's prices come from, and the live feeds and replays behind them (docs/market-data.md). */
  priceSources: PriceSources;
  /** The symbols answer, read from the database at most once per tick. */
  symbols: SymbolsCache;
  /** The order engine; it holds an index only while this process ticks the market. */
  orderEngine: OrderEngine;
  /** The price-alert engine; like the order engine, it holds an index only while this process ticks the market. */
  alertEngine: AlertEngine;
  /** Validate every answer against the contract's response schema (on in tests). */
  checkResponses: boolean;
  /** Sends email (password-reset links) over SMTP; `enabled` is false when no SMTP server is configured. */
  mailer: Mailer;
  /** This server's Prometheus registry and the instruments services count into (`GET /metrics`). */
  metrics: ServerMetrics;
}

/*
 * The engines of the market-feed lease holder, as the context holds them. They are built above this
 * module (orders/order-engine.ts, alerts/alert-engine.ts) and run by the tick (tick/tick-market.ts);
 * their shape is declared here so the context depends on nothing above it.
 */

/** The request budgets, built by the HTTP edge (http/rate-budget.ts); declared here so the context depends on nothing above it. */
export interface RateBudgets {
  /**
   * Counts one request against the budget of `subject` under `policy`, writes the `RateLimit`
   * and `RateLimit-Policy` headers, and refuses with 429 `rate_limited` when it is spent.
   */
  charge(reply: FastifyReply, policy: RateBudgetPolicy, subject: string): Promise<void>;
  close(): Promise<void>;
}

/** What one pass of the order engine did. */
export interface EngineReport {
  /** Accounts that were settled in a transaction of their own. */
  settled: number;
  filled: number;
  cancelled: number;
  /** Pending orders cancelled at their expiry. */
  expired: number;
  /** Stop-limit orders whose stop was reached. */
  triggered: number;
  closed: number;
  closedOut: number;
  /** Trailing stops moved (and written). */
  trailed: number;
}

/** The order engine of the market-feed lease holder. */
export interface OrderEngine {
  /**
   * One pass after a tick whose quotes (`ticked`) are written already: settles every account
   * that a crossed trigger, stop-loss or take-profit, or a due 50% close-out names.
   */
  run(context: AppContext, at: Date, ticked: readonly LiveQuote[], fence?: LeaseFence): Promise<EngineReport>;
  /** How many accounts and live orders the index holds (null before the first pass). */
  size(): { accounts: number; orders: number } | null;
  /** Drops the index and stops listening: this process no longer holds the lease, or stops. */
  stop(): Promise<void>;
}

/** What one pass of the alert engine did. */
export interface AlertReport {
  /** Alerts that fired (stored as triggered, notified, announced on the socket). */
  fired: number;
}

/** The price-alert engine of the market-feed lease holder. */
export interface AlertEngine {
  /** One pass after a tick whose quotes (`ticked`) are written already: fires every alert the new bids reached. */
  run(context: AppContext, at: Date, ticked: readonly LiveQuote[], fence?: LeaseFence): Promise<AlertReport>;
  /** How many active alerts the index holds (null before the first pass). */
  size(): number | null;
  /** Drops the index and stops listening: this process no longer holds the lease, or stops. */
  stop(): Promise<void>;
}
