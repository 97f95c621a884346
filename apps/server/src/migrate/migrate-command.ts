import { ConfigError, loadConfig } from '../config/config';
import type { Env } from '../config/env-values';
import { CliError } from '../cli/cli-error';
import { refuseWhileEmbeddedServerRuns } from '../cli/server-guard';
import { openDatabase } from '../db/database';

/** What the migrate command prints, and the exit code: 0 done, 1 failed, 2 bad configuration. */
export interface MigrateOutcome {
  exitCode: 0 | 1 | 2;
  /** Printed to stdout on success, to stderr otherwise. */
  message: string;
}

/** Node reports a refused connection to a name with several addresses as an AggregateError without a message. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.message === '') return error.errors.map(reasonOf).join('; ');
  return error instanceof Error ? error.message : String(error);
}

function describeApplied(applied: readonly string[]): string {
  if (applied.length === 0) return 'No pending migrations: the database is up to date.';
  return `Applied ${applied.length} migration${applied.length === 1 ? '' : 's'}:\n${applied.map((tag) => `  ${tag}`).join('\n')}`;
}

/**
 * `pnpm --filter @beurs/server migrate`: applies the pending migrations to the database the
 * server's configuration names (DATABASE_URL, else the embedded one in DATA_DIR), for deployments
 * that migrate before rolling out servers with `MIGRATE_ON_START=false`. A bad configuration or a
 * failed migration comes back as an outcome with its message, not as an exception.
 */
export async function runMigrateCommand(env: Env): Promise<MigrateOutcome> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { exitCode: 2, message: error.message };
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  try {
    await refuseWhileEmbeddedServerRuns(config);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1, migrate: false });
    try {
      return { exitCode: 0, message: describeApplied(await database.migrate()) };
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof CliError) return { exitCode: error.exitCode, message: error.message };
    // Drizzle applies the pending migrations in one transaction, so a failure applies none of them.
    return { exitCode: 1, message: `Migrating ${where} failed, nothing was applied: ${reasonOf(error)}` };
  }
}
