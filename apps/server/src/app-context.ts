import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config/config';
import type { Database, Db } from './db/database';
import type { AccessTokenService } from './auth/access-tokens';
import type { RealtimeHub } from './notifications/realtime-hub';
import type { SymbolsCache } from './market/symbols-snapshot';
import type { MarketMemory } from './market/market-memory';
import type { CountryDirectory } from './accounts/country-directory';
import type { OrderEngine } from './orders/order-engine';
import type { AlertEngine } from './alerts/alert-engine';
import type { SessionDirectory } from './auth/session-directory';
import type { ServerMetrics } from './metrics/server-metrics';
import type { Mailer } from './mail/mailer';
import type { PriceSources } from './market/sources/price-sources';

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
  /** The countries answer, read once. */
  countries: CountryDirectory;
  /** Validate every answer against the contract's response schema (on in tests). */
  checkResponses: boolean;
  /** Sends email (password-reset links) over SMTP; `enabled` is false when no SMTP server is configured. */
  mailer: Mailer;
  /** This server's Prometheus registry and the instruments services count into (`GET /metrics`). */
  metrics: ServerMetrics;
}
