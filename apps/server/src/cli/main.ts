import { userInfo } from 'node:os';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { publishOperatorEvent } from '../accounts/operator-events';
import { CliError } from './cli-error';
import { USAGE, parseCliArgs, runCommand } from './run-cli';
import { refuseWhileEmbeddedServerRuns } from './server-guard';

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    // No passwd entry (some containers): fall back to the environment.
    return process.env.USER ?? 'unknown-operator';
  }
}

/** `pnpm --filter @beurs/server cli <command>`: the operator's command line. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseCliArgs(argv);
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    return positionals.length === 0 && !values.help ? 2 : 0;
  }
  const config = loadConfig();
  await refuseWhileEmbeddedServerRuns(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const output = await runCommand(
      {
        config,
        db: database.db,
        now: () => new Date(),
        actor: values.actor?.trim() || osUser(),
        disconnectUser: (userId) => publishOperatorEvent(database, { type: 'disconnect_user', userId }),
      },
      positionals,
      values,
    );
    console.log(output);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof CliError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = error instanceof CliError ? error.exitCode : 2;
  } else {
    throw error;
  }
}
