import { ConfigError, loadConfig } from './config/config';
import { buildServer } from './build-server';
import { PendingMigrationsError } from './db/migrations-check';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  let server;
  try {
    server = await buildServer(config);
  } catch (error) {
    if (error instanceof PendingMigrationsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { log } = server.app;
  // The last line of defence, not the plan: every known source of a rejected promise handles its
  // own (Redis outages included, see realtime/redis-adapter-clients.ts). One that slips through
  // is a bug to log and fix, not a reason to stop serving every other user.
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection (kept serving)'));
  const address = await server.app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL (PGlite) in ${config.dataDir}`;
  console.log(`Beurs is listening on ${address} (API at ${address}/api/v1/, database: ${database})`);
  const stop = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

await main();
