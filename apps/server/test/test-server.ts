import { expect } from 'vitest';
import { loadConfig, type DeepPartial, type ServerConfig } from '../src/config/config';
import { RATE_LIMIT_FAMILIES, type RateLimitSettings } from '../src/config/rate-limit-settings';
import { buildServer, type BeursServer } from '../src/build-server';
import { findLedgerOrderViolations, findLedgerViolations } from '../src/ledger/ledger';
import { createTestDatabase } from './test-database';
import { createTestClock, type TestClock } from './test-clock';

export interface TestServer extends BeursServer {
  clock: TestClock;
}

const live = new Set<TestServer>();

/**
 * Every test talks from 127.0.0.1, like a whole office behind one address, so the abuse limits
 * are raised out of the way; the tests of the limits (test/http/rate-limits*.test.ts) set their own.
 */
const ONE_ADDRESS_LIMITS = Object.fromEntries(
  RATE_LIMIT_FAMILIES.map((family) => [family, { perIp: 100_000, global: 100_000, windowSeconds: 60 }]),
) as RateLimitSettings;

/**
 * A real server on a real database (PGlite or PostgreSQL, see test-database.ts) with a pinned
 * clock, the market simulator switched off (tests tick it by hand) and demo data seeded.
 */
export async function startTestServer(overrides: DeepPartial<ServerConfig> = {}): Promise<TestServer> {
  const clock = createTestClock();
  const config = loadConfig(
    {},
    {
      logLevel: 'silent',
      seedDemoData: true,
      ...overrides,
      rateLimits: { ...ONE_ADDRESS_LIMITS, ...overrides.rateLimits },
      market: { enabled: false, ...overrides.market },
    },
  );
  const database = await createTestDatabase();
  const server = await buildServer(config, { now: clock.now, database, checkResponses: true });
  const testServer: TestServer = {
    ...server,
    clock,
    async close() {
      live.delete(testServer);
      await server.close();
      await database.close();
    },
  };
  live.add(testServer);
  return testServer;
}

/**
 * PRODUCT rule 4, checked after every test (test/setup.ts): each balance equals the sum of its
 * ledger entries, no retail balance is below zero, and each entry's balance after is the sum of
 * the entries up to it in sequence (the history's running balance).
 */
export async function expectLedgerInvariant(): Promise<void> {
  for (const server of live) {
    expect(await findLedgerViolations(server.context.db)).toEqual([]);
    expect(await findLedgerOrderViolations(server.context.db)).toEqual([]);
  }
}

export type { ServerConfig };
