import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG, type ServerConfig } from './config/config';
import { openDatabase, type Database } from './db/database';
import { refuseWithPendingMigrations } from './db/migrations-check';
import { createSymbolsCache } from './market/symbols-snapshot';
import { loadListedInstruments } from './market/market-data';
import { MarketMemory } from './market/market-memory';
import { resolveJwtSecret } from './auth/jwt-secret';
import { createAccessTokenService } from './identity/access-tokens';
import { installErrorHandler } from './http/error-handler';
import { registerRateLimits } from './http/rate-limits';
import { generateRequestId } from './http/request-id';
import { installAnswerHeaders } from './http/answer-headers';
import { installSafeTextCheck } from './http/safe-text-check';
import { pageScriptHashes } from './http/inline-script-hashes';
import { webAppFolders } from './http/web-apps';
import { storybookFolder, storybookScriptHashes } from './http/storybook';
import { silentRealtimeHub } from './notifications/realtime-hub';
import { attachSocketServer } from './realtime/socket-server';
import { SessionDirectory } from './identity/session-directory';
import { ApiKeyDirectory } from './identity/api-key-directory';
import { ApiKeyUsage } from './identity/api-key-usage';
import { createRateBudgets } from './http/rate-budget';
import { startMarketFeed, type MarketFeed } from './tick/market-feed';
import { createPostgresLease, singleProcessLease, type MarketFeedLease } from './market/market-feed-lease';
import type { AppContext } from './app-context';
import { createOrderEngine } from './orders/order-engine';
import { createAlertEngine } from './alerts/alert-engine';
import { registerRoutes } from './routes';
import { registerHealthRoutes } from './http/health-routes';
import { createReadinessChecks } from './http/readiness-checks';
import { seedDemoData } from './seed/seed-demo-data';
import { withSeedLock } from './seed/seed-lock';
import { createServerMetrics } from './metrics/server-metrics';
import { installHttpMetrics } from './metrics/http-metrics';
import { registerQuoteAgeGauges } from './metrics/quote-age-gauges';
import { registerDatabasePoolGauges } from './metrics/database-pool-gauges';
import { registerSocketGauge } from './metrics/socket-gauge';
import { registerLeaseGauge } from './metrics/lease-gauge';
import { registerMetricsRoute } from './metrics/metrics-route';
import { createMailer } from './mail/mailer';
import { INSTRUMENT_CATALOGUE } from './market/instrument-catalogue';
import { createPriceSources, type PriceSourceFactories } from './market/sources/price-sources';
import { resolveSourceAssignment } from './market/sources/source-assignment';
import { DEFAULT_SOURCE_FACTORIES } from './market/sources/default-source-factories';
import { maxQuoteAgeMs } from './market/quote-age';
import { readSourceHealth } from './market/sources/source-health-store';
import { registerMarketSourceMetrics } from './metrics/market-source-metrics';

/** JSON bodies are small; files go through multipart with their own 10 MB limit. */
const JSON_BODY_LIMIT = 64 * 1024;

export interface BuildServerOptions {
  /** The clock; defaults to the system clock. Tests pin it. */
  now?: () => Date;
  /** Use this database instead of opening one from the configuration (tests). */
  database?: Database;
  /** Check every answer against the contract's response schema. Defaults to true outside production. */
  checkResponses?: boolean;
  /** How live feeds and replays are made; the real adapters unless a test gives its own. */
  priceSourceFactories?: PriceSourceFactories;
}

export interface BeursServer {
  app: FastifyInstance;
  context: AppContext;
  /** Stops background work, closes the HTTP server, sockets and database. */
  close(): Promise<void>;
}

/**
 * The market-feed lease: a row with an expiry and a fencing token when the platform runs on
 * PostgreSQL (several processes may share it), always held on the embedded database.
 */
function marketFeedLease(config: ServerConfig, database: Database, log: FastifyInstance['log']): MarketFeedLease {
  if (database.kind === 'pglite') return singleProcessLease;
  if (!config.databaseUrl) {
    log.warn('the database was passed in without a DATABASE_URL, so this process runs the market feed without a lease');
    return singleProcessLease;
  }
  return createPostgresLease({ connectionString: config.databaseUrl, log, ttlMs: config.market.leaseTtlMs });
}

/**
 * Builds the whole broker without listening: database (migrated, or only checked to be when
 * `migrateOnStart` is false), demo data when configured, every route of the contract. `listen()`
 * is the caller's business, so tests can use `inject` or port 0.
 */
export async function buildServer(config: ServerConfig, options: BuildServerOptions = {}): Promise<BeursServer> {
  // Before the database opens: a source assigned to an instrument that does not exist is a typo to report, not a start.
  const sourceAssignment = resolveSourceAssignment(config.market.sources, INSTRUMENT_CATALOGUE);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      migrate: config.migrateOnStart,
    }));
  if (!config.migrateOnStart) {
    await refuseWithPendingMigrations(database).catch(async (error: unknown) => {
      if (!options.database) await database.close();
      throw error;
    });
  }
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    bodyLimit: JSON_BODY_LIMIT,
    // Off unless configured: otherwise any client could write its own address into the activity log.
    trustProxy: config.trustProxy,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // `/users/` and `/users` both reach the same call; the spec spells the slash.
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: generateRequestId,
    // The embedded database runs on this thread: while it works (a test's copy of the seeded
    // market, a long statement) a plugin's start waits for it. Ten seconds, the default, is a
    // check for a plugin that never starts, not a budget; a busy 2-core machine reached it.
    pluginTimeout: 60_000,
  });
  const secret = await resolveJwtSecret(database.db, config.jwtSecret);
  const sessionDirectory = new SessionDirectory({
    database,
    now,
    onListening: (listening, error) => {
      if (listening) app.log.info('hearing ended sessions: live sessions are checked in memory');
      else
        app.log.warn({ err: error }, 'not hearing ended sessions: every call checks its session in the database until listening resumes');
    },
    // Read through the context: the socket layer replaces the hub once it is attached.
    onEnded: (sessionId) => context.realtime.endSessionHere(sessionId),
  });
  const apiKeyDirectory = new ApiKeyDirectory({
    database,
    now,
    onListening: (listening, error) => {
      if (listening) app.log.info('hearing changed API keys: live keys are checked in memory');
      else app.log.warn({ err: error }, 'not hearing changed API keys: every call checks its key in the database until listening resumes');
    },
    // Read through the context: the socket layer replaces the hub once it is attached.
    onExpired: (key) =>
      context.realtime.disconnectApiKey(key.id, {
        reason: 'api_key_expired',
        message: `The API key "${key.name}" expired. Create a new key in the terminal, under Security → API keys.`,
      }),
  });
  const apiKeyUsage = new ApiKeyUsage({ db: database.db, now, log: app.log });
  const rateBudgets = await createRateBudgets(config, app.log);
  const priceSources = createPriceSources({
    settings: config.market.sources,
    assignment: sourceAssignment,
    db: database.db,
    log: app.log,
    factories: options.priceSourceFactories ?? DEFAULT_SOURCE_FACTORIES,
    startMs: now().getTime(),
  });
  const context: AppContext = {
    config,
    database,
    db: database.db,
    now,
    accessTokens: createAccessTokenService({ secret, ttlSeconds: config.accessTokenTtlSeconds, now }),
    sessions: sessionDirectory,
    apiKeys: apiKeyDirectory,
    apiKeyUsage,
    rateBudgets,
    realtime: silentRealtimeHub,
    // Empty until the market is seeded: replaced below, before any route or socket can read it.
    market: new MarketMemory([]),
    symbols: createSymbolsCache((instrumentId) => {
      const configured = sourceAssignment.sourceOf(instrumentId);
      const replayOf = configured.kind === 'replay' ? priceSources.replayDayAt(configured.dataset, now().getTime()) : null;
      return { configured, maxQuoteAgeMs: maxQuoteAgeMs(config.market), replayOf };
    }),
    priceSources,
    orderEngine: createOrderEngine(),
    alertEngine: createAlertEngine(),
    log: app.log,
    checkResponses: options.checkResponses ?? process.env.NODE_ENV !== 'production',
    metrics: createServerMetrics(),
    mailer: createMailer(config, app.log),
  };
  if (!context.mailer.enabled) {
    app.log.info(
      'email is off (no SMTP_URL or SMTP_HOST): password-reset links are not sent; the operator prints them with `cli users reset-link <email>`',
    );
  } else if (config.company.site === DEFAULT_CONFIG.company.site) {
    // Reset links never take the request's Host header (anyone can write it): only COMPANY_SITE.
    app.log.warn(`password-reset emails link to ${config.company.site}, the default COMPANY_SITE: set it to the address visitors use`);
  }
  const { registry } = context.metrics;
  // Read through the context: the market memory is replaced once the market is seeded.
  registerQuoteAgeGauges(registry, { market: () => context.market, now });
  registerDatabasePoolGauges(registry, database.poolStats);
  // Before any route, so every answer (pages, assets, API, 404s) carries them.
  const { publicDir, terminalDir } = webAppFolders(config);
  installAnswerHeaders(app, {
    scriptHashes: pageScriptHashes([publicDir, terminalDir]),
    storybookScriptHashes: storybookScriptHashes(storybookFolder(config)),
    hsts: config.hsts,
  });
  // Before any route, so every answer is timed, the 404s and the web apps' too.
  installHttpMetrics(app, context.metrics.http);
  installSafeTextCheck(app);
  installErrorHandler(app, { bodyLimit: JSON_BODY_LIMIT });
  // Before the routes: the limits attach to the routes as they are added.
  await registerRateLimits(app, config);
  if (config.seedDemoData) await withSeedLock(config.databaseUrl, () => seedDemoData(context));
  await priceSources.loadAnchors();
  // After the seed, which lists the instruments; the socket server feeds it every tick from now on.
  context.market = new MarketMemory(await loadListedInstruments(database.db));
  await registerRoutes(app, context);
  const backgroundStops: Array<() => Promise<void>> = [];

  // Until it listens, every call reads its session from the database; nothing is served before this anyway.
  await sessionDirectory.start().catch(async (error: unknown) => {
    await rateBudgets.close();
    if (!options.database) await database.close();
    throw error;
  });
  // Likewise for API keys: until it listens, every call made with a key reads it from the database.
  await apiKeyDirectory.start().catch(async (error: unknown) => {
    await sessionDirectory.close();
    await rateBudgets.close();
    if (!options.database) await database.close();
    throw error;
  });
  apiKeyUsage.start();
  // socket.io on the same HTTP server; from now on services push through it.
  const sockets = await attachSocketServer(app, context).catch(async (error: unknown) => {
    await sessionDirectory.close();
    await apiKeyDirectory.close();
    await apiKeyUsage.close();
    await rateBudgets.close();
    if (!options.database) await database.close();
    throw error;
  });
  context.realtime = sockets.hub;
  registerSocketGauge(registry, () => sockets.io.sockets.sockets.size);
  backgroundStops.push(() => sockets.close());

  let feed: MarketFeed | null = null;
  if (config.market.enabled) {
    feed = startMarketFeed(context, { lease: marketFeedLease(config, database, app.log) });
  }
  // Here rather than with the contract's routes: readiness needs the socket server's Redis and the feed's lease.
  registerHealthRoutes(
    app,
    createReadinessChecks({
      database,
      pingRedis: sockets.pingRedis,
      marketFeed: feed,
      log: app.log,
      // The default install quotes everything from the simulator: nothing to report.
      readSources: sourceAssignment.allSimulated() ? undefined : () => readSourceHealth(database.db),
    }),
  );
  registerLeaseGauge(registry, feed);
  registerMarketSourceMetrics(registry, { health: () => priceSources.health(), now });
  registerMetricsRoute(app, { registry, token: config.metricsToken });
  // Before the HTTP server closes: no more ticks, and no open socket that would keep it open.
  app.addHook('preClose', async () => {
    await feed?.stop();
    sockets.disconnectAll();
  });
  app.addHook('onClose', async () => {
    await context.priceSources.stop();
    await context.orderEngine.stop();
    await context.alertEngine.stop();
    for (const stop of backgroundStops.reverse()) await stop();
    await sessionDirectory.close();
    await apiKeyDirectory.close();
    // What was counted since the last minute's write goes to the activity log before the database closes.
    await apiKeyUsage.close();
    await rateBudgets.close();
    context.mailer.close();
  });
  return {
    app,
    context,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
