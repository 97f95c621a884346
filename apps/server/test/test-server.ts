import { expect } from 'vitest';
import { loadConfig, type DeepPartial, type ServerConfig } from '../src/config/config';
import { buildServer, type BeursServer } from '../src/build-server';
import { findLedgerViolations } from '../src/ledger/ledger';
import { createTestDatabase } from './test-database';
import { createTestClock, type TestClock } from './test-clock';

export interface TestServer extends BeursServer {
  clock: TestClock;
}

const live = new Set<TestServer>();

/**
 * A real server on a real database (PGlite or PostgreSQL, see test-database.ts) with a pinned
 * clock, the market simulator switched off (tests tick it by hand) and demo data seeded.
 */
export async function startTestServer(overrides: DeepPartial<ServerConfig> = {}): Promise<TestServer> {
  const clock = createTestClock();
  const config = loadConfig({}, { logLevel: 'silent', seedDemoData: true, ...overrides, market: { enabled: false, ...overrides.market } });
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
 * ledger entries, and no retail balance is below zero.
 */
export async function expectLedgerInvariant(): Promise<void> {
  for (const server of live) {
    expect(await findLedgerViolations(server.context.db)).toEqual([]);
  }
}

export type { ServerConfig };
