import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { API_PORT, DEFAULT_DEMO_BALANCE, Decimal, HEARTBEAT_INTERVAL_MS } from '@beurs/domain';
import { DEFAULT_RATE_LIMITS, rateLimitsSchema, readRateLimitEnv } from './rate-limit-settings';
import { DEFAULT_RATE_BUDGETS, rateBudgetsSchema, readRateBudgetEnv } from './rate-budget-settings';
import { readTrustProxyEnv, trustProxySchema } from './trust-proxy-setting';
import { DEFAULT_MAIL_SETTINGS, isMailEnabled, mailSettingsSchema, readMailEnv } from './mail-settings';
import { flag, integer, text, type Env } from './env-values';
import { DEFAULT_MARKET_SOURCES, marketSourcesSchema, readMarketSourcesEnv } from './market-source-settings';

const company = z.object({
  name: z.string().min(1),
  site: z.string().min(1),
  /** Legal entity identifier; null means "not configured": the pages say this is a demonstration. */
  legalEntityId: z.string().min(1).nullable(),
  /** Registration ID with the financial regulator; null means not authorised by any regulator. */
  registrationId: z.string().min(1).nullable(),
  address: z.string().min(1),
  country: z.string().min(1),
  phone: z.string().min(1),
  supportEmail: z.email({ error: 'company.supportEmail must be an email address' }),
});

const decimalText = z.string().refine((value) => Decimal.isValid(value) && Decimal.from(value).isPositive(), {
  error: 'must be a positive number, like 10000',
});

/** Every setting of the reference server, validated at start. */
export const configSchema = z.object({
  port: z.number().int().min(0).max(65535),
  host: z.string().min(1),
  /** Folder of the embedded database and uploads (PGlite). Ignored for the database when databaseUrl is set. */
  dataDir: z.string().min(1),
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: z.string().startsWith('postgres', { error: 'DATABASE_URL must start with postgres:// or postgresql://' }).nullable(),
  /**
   * Most connections this process opens to PostgreSQL for queries (the LISTEN connections come
   * on top). Every process has its own pool: processes x this must stay below the server's
   * max_connections.
   */
  databasePoolSize: z
    .number()
    .int()
    .min(1, { error: 'DATABASE_POOL_SIZE must be between 1 and 200' })
    .max(200, { error: 'DATABASE_POOL_SIZE must be between 1 and 200' }),
  /** Redis URL for the socket.io adapter when several processes serve one platform. */
  redisUrl: z.string().startsWith('redis', { error: 'REDIS_URL must start with redis:// or rediss://' }).nullable(),
  /** Prefix of every key this platform writes to Redis, so several platforms can share one. */
  redisKeyPrefix: z.string().min(1).max(100),
  /** How often each signed-in socket gets `heartbeat`; HEARTBEAT_INTERVAL_MS, which clients count on, unless a test shortens it. */
  heartbeatMs: z.number().int().min(50).max(60_000),
  /** Proxies whose X-Forwarded-For is believed: none by default, a hop count, or addresses and CIDR ranges. */
  trustProxy: trustProxySchema,
  /** Abuse limits per client address and for everyone together, per family of calls. */
  rateLimits: rateLimitsSchema,
  /** Requests per window of each API key, each person and each anonymous address, shown in the RateLimit headers. */
  rateBudgets: rateBudgetsSchema,
  /** HMAC secret for access tokens; generated once and kept in the database when not set. */
  jwtSecret: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters' }).nullable(),
  /** Key that encrypts two-factor secrets at rest; generated once and kept in the database when not set. */
  twoFactorKey: z.string().min(32, { error: 'TWO_FACTOR_KEY must be at least 32 characters' }).nullable(),
  accessTokenTtlSeconds: z
    .number()
    .int()
    .min(30)
    .max(24 * 3600),
  refreshTokenMaxAgeSeconds: z
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600),
  company,
  /** The SMTP server that sends password-reset links; none configured means email is off. */
  mail: mailSettingsSchema,
  wallets: z.object({ bitcoin: z.string().min(1), tether: z.string().min(1), ethereum: z.string().min(1), tron: z.string().min(1) }),
  demoBalance: decimalText,
  market: z.object({
    /** Seed of the price simulator: the same seed gives the same prices. */
    seed: z.number().int(),
    tickMs: z.number().int().min(100).max(60_000),
    /** Whether this process runs the market simulator and engine (tests switch it off and tick by hand). */
    enabled: z.boolean(),
    /**
     * The oldest quote a market order or a close fills at, and that pending orders, stop-losses and
     * take-profits are checked against; null means three ticks. Older means the feed has stopped.
     */
    maxQuoteAgeMs: z
      .number()
      .int()
      .min(100)
      .max(7 * 24 * 3600 * 1000)
      .nullable(),
    /** How long the market-feed lease lasts without a heartbeat: how soon a frozen holder is replaced. */
    leaseTtlMs: z.number().int().min(500).max(60_000),
    /** Where each instrument's prices come from: the simulator, a live exchange feed or a replay (docs/market-data.md). */
    sources: marketSourcesSchema,
  }),
  /** Seed demo data (instruments, history, calendars, news, demo user) on first start. */
  seedDemoData: z.boolean(),
  /**
   * Apply pending migrations at start. When false the server only checks that its database has
   * every migration and refuses to start otherwise: the deployment runs the migrate command first.
   */
  migrateOnStart: z.boolean(),
  /** Folders of the built web apps to serve at `/` and `/terminal`; null when not built. */
  webPublicDir: z.string().nullable(),
  terminalDir: z.string().nullable(),
  /** Folder of the built Storybook of `@beurs/ui` to serve read-only at `/storybook/`; null: the repository's when built. */
  storybookDir: z.string().nullable(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  /**
   * The platform is reached only over HTTPS (directly or behind a TLS proxy): answers carry
   * Strict-Transport-Security and the page policy upgrades stray http:// loads. Off by default,
   * because a browser that saw HSTS refuses plain HTTP to the host for a year.
   */
  hsts: z.boolean(),
  /**
   * Bearer token `GET /metrics` asks for; null leaves the endpoint open, for a scraper on the
   * internal network (docs/metrics.md).
   */
  metricsToken: z
    .string()
    .min(16, { error: 'METRICS_TOKEN must be at least 16 characters' })
    .regex(/^\S+$/, { error: 'METRICS_TOKEN must not contain spaces' })
    .nullable(),
});

export type ServerConfig = z.infer<typeof configSchema>;

/** A configuration that cannot be used; the message lists every bad value. */
export class ConfigError extends Error {
  override name = 'ConfigError' as const;
}

/** The defaults: an obviously fictitious demo company on the embedded database. */
export const DEFAULT_CONFIG: ServerConfig = {
  port: API_PORT,
  host: '127.0.0.1',
  dataDir: './.data',
  databaseUrl: null,
  databasePoolSize: 10,
  redisUrl: null,
  redisKeyPrefix: 'beurs:',
  heartbeatMs: HEARTBEAT_INTERVAL_MS,
  trustProxy: false,
  rateLimits: DEFAULT_RATE_LIMITS,
  rateBudgets: DEFAULT_RATE_BUDGETS,
  jwtSecret: null,
  twoFactorKey: null,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenMaxAgeSeconds: 12 * 3600,
  company: {
    name: 'Beurs Demo Broker (fictitious)',
    site: 'http://localhost:7799',
    legalEntityId: null,
    registrationId: null,
    address: 'Demostraat 1, 1000 AA Amsterdam',
    country: 'Netherlands',
    phone: '+31 20 000 0000',
    supportEmail: 'support@demo-broker.example',
  },
  mail: DEFAULT_MAIL_SETTINGS,
  wallets: {
    bitcoin: 'bc1qdemo0000000000000000000000000000000000',
    tether: 'TDemoTetherWallet0000000000000000000',
    ethereum: '0xDe0000000000000000000000000000000000Demo',
    tron: 'TDemoTronWallet000000000000000000000',
  },
  demoBalance: DEFAULT_DEMO_BALANCE,
  market: { seed: 20261122, tickMs: 1000, enabled: true, maxQuoteAgeMs: null, leaseTtlMs: 3_000, sources: DEFAULT_MARKET_SOURCES },
  seedDemoData: true,
  migrateOnStart: true,
  webPublicDir: null,
  terminalDir: null,
  storybookDir: null,
  logLevel: 'info',
  hsts: false,
  metricsToken: null,
};

function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Reads the configuration: defaults, then the JSON file named by `BEURS_CONFIG_FILE`, then
 * environment variables (`PORT`, `HOST`, `DATA_DIR`, `DATABASE_URL`, `REDIS_URL`, …), then
 * `overrides`. Throws a `ConfigError` that names every bad value.
 */
export function loadConfig(env: Env = process.env, overrides: DeepPartial<ServerConfig> = {}): ServerConfig {
  const errors: string[] = [];
  let fileConfig: DeepPartial<ServerConfig> = {};
  const file = text(env, 'BEURS_CONFIG_FILE');
  if (file) {
    try {
      fileConfig = JSON.parse(readFileSync(resolve(file), 'utf8')) as DeepPartial<ServerConfig>;
    } catch (error) {
      errors.push(`BEURS_CONFIG_FILE ${file} could not be read as JSON: ${(error as Error).message}`);
    }
  }
  const fromEnv: DeepPartial<ServerConfig> = defined({
    port: integer(env, 'PORT', errors),
    host: text(env, 'HOST'),
    dataDir: text(env, 'DATA_DIR'),
    databaseUrl: text(env, 'DATABASE_URL'),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', errors),
    redisUrl: text(env, 'REDIS_URL'),
    redisKeyPrefix: text(env, 'REDIS_KEY_PREFIX'),
    heartbeatMs: integer(env, 'HEARTBEAT_MS', errors),
    trustProxy: readTrustProxyEnv(env.TRUST_PROXY, errors),
    rateLimits: readRateLimitEnv(env, errors),
    rateBudgets: readRateBudgetEnv(env, errors),
    jwtSecret: text(env, 'JWT_SECRET'),
    twoFactorKey: text(env, 'TWO_FACTOR_KEY'),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', errors),
    refreshTokenMaxAgeSeconds: integer(env, 'REFRESH_TOKEN_MAX_AGE_SECONDS', errors),
    demoBalance: text(env, 'DEMO_BALANCE'),
    seedDemoData: flag(env, 'SEED_DEMO_DATA', errors),
    migrateOnStart: flag(env, 'MIGRATE_ON_START', errors),
    webPublicDir: text(env, 'WEB_PUBLIC_DIR'),
    terminalDir: text(env, 'TERMINAL_DIR'),
    storybookDir: text(env, 'STORYBOOK_DIR'),
    logLevel: text(env, 'LOG_LEVEL') as ServerConfig['logLevel'] | undefined,
    hsts: flag(env, 'HSTS', errors),
    metricsToken: text(env, 'METRICS_TOKEN'),
    company: defined({
      name: text(env, 'COMPANY_NAME'),
      site: text(env, 'COMPANY_SITE'),
      legalEntityId: text(env, 'COMPANY_LEI'),
      registrationId: text(env, 'COMPANY_REGISTRATION_ID'),
      address: text(env, 'COMPANY_ADDRESS'),
      country: text(env, 'COMPANY_COUNTRY'),
      phone: text(env, 'COMPANY_PHONE'),
      supportEmail: text(env, 'SUPPORT_EMAIL'),
    }),
    mail: readMailEnv(env, errors),
    market: defined({
      seed: integer(env, 'MARKET_SEED', errors),
      tickMs: integer(env, 'MARKET_TICK_MS', errors),
      enabled: flag(env, 'MARKET_ENABLED', errors),
      maxQuoteAgeMs: integer(env, 'MAX_QUOTE_AGE_MS', errors),
      leaseTtlMs: integer(env, 'MARKET_LEASE_TTL_MS', errors),
      sources: defined(readMarketSourcesEnv(env, errors)),
    }),
  });
  const merged = deepMerge(deepMerge(deepMerge(DEFAULT_CONFIG, fileConfig), fromEnv), overrides);
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors.push(`${issue.path.join('.') || 'config'}: ${issue.message}`);
  } else if (isMailEnabled(parsed.data.mail) && !isWebAddress(parsed.data.company.site)) {
    errors.push(
      `COMPANY_SITE must be the site's address, like https://trade.example.nl, because password-reset emails link to it; got "${parsed.data.company.site}"`,
    );
  }
  if (errors.length > 0 || !parsed.success) {
    throw new ConfigError(`Invalid configuration:\n- ${errors.join('\n- ')}`);
  }
  return parsed.data;
}

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    // Not a URL at all: the caller reports it.
    return false;
  }
}

/** Every property optional, all the way down. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object | null ? DeepPartial<NonNullable<T[K]>> | null : T[K] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return (patch === undefined ? base : patch) as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    result[key] = isPlainObject(result[key]) && isPlainObject(value) ? deepMerge(result[key], value) : value;
  }
  return result as T;
}
