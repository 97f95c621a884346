import { runMigrateCommand } from './migrate-command';

/** `pnpm --filter @beurs/server migrate`: applies pending migrations, then exits. */
const outcome = await runMigrateCommand(process.env);
if (outcome.exitCode === 0) console.log(outcome.message);
else console.error(outcome.message);
process.exitCode = outcome.exitCode;
