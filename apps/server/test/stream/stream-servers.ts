import { buildServer, type BeursServer } from '../../src/build-server';
import type { DeepPartial, ServerConfig } from '../../src/config/config';
import type { Database } from '../../src/db/database';
import type { TestClock } from '../test-clock';
import type { TestServer } from '../test-server';
import { testServerConfig } from '../test-server-config';

/** One server process of a platform, listening on port 0 of 127.0.0.1, on a database it shares and does not close. */
export interface ListeningServer {
  server: BeursServer;
  /** The server as the test helpers (createTrader, callApi) take it. */
  asTest: TestServer;
  url: string;
}

export async function startListeningServer(
  database: Database,
  clock: TestClock,
  overrides: DeepPartial<ServerConfig> = {},
): Promise<ListeningServer> {
  const server = await buildServer(testServerConfig({ seedDemoData: false, ...overrides }), {
    now: clock.now,
    database,
    checkResponses: true,
  });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, asTest: { ...server, clock, databaseUrl: null }, url };
}
