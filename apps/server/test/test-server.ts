import { expect } from 'vitest';
import type { DeepPartial, ServerConfig } from '../src/config/config';
import { buildServer, type BeursServer } from '../src/build-server';
import { findLedgerOrderViolations, findLedgerViolations } from '../src/ledger/ledger';
import { createTestDatabase } from './test-database';
import { createTestClock, type TestClock } from './test-clock';
import { demoDataFingerprint, testServerConfig } from './test-server-config';

export interface TestServer extends BeursServer {
  clock: TestClock;
  /** The connection string of the server's database on PostgreSQL, null on PGlite. */
  databaseUrl: string | null;
}

const live = new Set<TestServer>();

/**
 * A real server on a real database (PGlite or PostgreSQL, see test-database.ts) with a pinned
 * clock, the market simulator switched off (tests tick it by hand) and demo data seeded.
 */
export async function startTestServer(overrides: DeepPartial<ServerConfig> = {}): Promise<TestServer> {
  const clock = createTestClock();
  const config = testServerConfig(overrides);
  // The seeded template holds exactly what this server would seed; any other demo data is seeded here.
  const seeded = demoDataFingerprint(config) === demoDataFingerprint(testServerConfig());
  const database = await createTestDatabase(undefined, { start: seeded ? 'seeded' : 'migrated' });
  const server = await buildServer(config, { now: clock.now, database, checkResponses: true });
  const testServer: TestServer = {
    ...server,
    clock,
    databaseUrl: database.url,
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
 * product rule 4, checked after every test (test/setup.ts): each balance equals the sum of its
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
