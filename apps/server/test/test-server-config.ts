import { loadConfig, type DeepPartial, type ServerConfig } from '../src/config/config';
import { RATE_LIMIT_FAMILIES, type RateLimitSettings } from '../src/config/rate-limit-settings';

/**
 * Every test talks from 127.0.0.1, like a whole office behind one address, so the abuse limits
 * are raised out of the way; the tests of the limits (test/http/rate-limits*.test.ts) set their own.
 */
const ONE_ADDRESS_LIMITS = Object.fromEntries(
  RATE_LIMIT_FAMILIES.map((family) => [family, { perIp: 100_000, global: 100_000, windowSeconds: 60 }]),
) as RateLimitSettings;

/** Likewise the request budgets: a suite makes thousands of calls from one address and one account; test/api-keys sets small ones. */
const UNSPENT_BUDGETS = {
  key: { requests: 1_000_000, windowSeconds: 60 },
  user: { requests: 1_000_000, windowSeconds: 60 },
  address: { requests: 1_000_000, windowSeconds: 60 },
};

/**
 * Tests move the clock and the prices by hand (`setQuote`, `tickMarket`) with no feed running,
 * so a price stays current until the test moves it: a week covers the seeded closes of a weekend.
 * The refusal of stale prices is tested with the real default in test/orders/stale-quotes.test.ts.
 */
const HAND_DRIVEN_QUOTE_AGE_MS = 7 * 24 * 3600 * 1000;

/** The configuration of a test server: silent, demo data seeded, the simulator off (tests tick it). */
export function testServerConfig(overrides: DeepPartial<ServerConfig> = {}): ServerConfig {
  return loadConfig(
    {},
    {
      logLevel: 'silent',
      seedDemoData: true,
      ...overrides,
      rateLimits: { ...ONE_ADDRESS_LIMITS, ...overrides.rateLimits },
      rateBudgets: { ...UNSPENT_BUDGETS, ...overrides.rateBudgets },
      market: { enabled: false, maxQuoteAgeMs: HAND_DRIVEN_QUOTE_AGE_MS, ...overrides.market },
    },
  );
}

/** What the demo data depends on: two configurations with the same fingerprint seed the same rows. */
export function demoDataFingerprint(config: ServerConfig): string {
  return JSON.stringify([config.seedDemoData, config.market.seed, config.company.name, config.demoBalance]);
}
