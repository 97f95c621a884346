import { parseArgs } from 'node:util';
import { CliError } from './cli-error';
import type { OperatorContext } from './operator-context';
import { requiredText } from './required-text';
import { freezeUser, listUsers, unfreezeUser } from './users-commands';
import { confirmDeposit, listDeposits, rejectDeposit } from './deposits-commands';
import { approveDocument, listDocuments, rejectDocument } from './documents-commands';
import { publishNews } from './news-command';
import { notifyUserCommand } from './notify-command';
import { printResetLink } from './reset-link-command';
import { marketDatasets, marketImport, stderrProgressBar } from './market-import-command';
import { listMarketSources } from './market-sources-command';

/** The help text of `pnpm --filter @beurs/server cli`. */
export const USAGE = `Beurs operator CLI: pnpm --filter @beurs/server cli <command> [options]

  users list [--status active|frozen]
  users freeze <email> --reason "…"          freeze an account (it can still sign in and read)
  users unfreeze <email> --reason "…"
  users reset-link <email> --reason "…"      print a single-use, 30-minute password-reset link
  deposits list [--status pending|completed|rejected|all]
  deposits confirm <id> --amount 250.00      credit the amount received (virtual funds)
  deposits reject <id> --reason "…"
  documents list [--status pending_review|verified|rejected|all]
  documents approve <id>
  documents reject <id> --reason "…"
  news publish --title "…" --summary "…" --body "…" [--picture URL] [--source NAME]
  notify <email> --title "…" --body "…"
  market import --dataset NAME --instrument EURUSD[,GBPUSD] --from 2025-11-01 --to 2025-11-30 [--timeframe m1|tick] [--cache DIR]
                                             import Dukascopy's recorded prices for replay; run again to resume
  market datasets                            the imported datasets: instruments, first and last day, rows
  market sources                             every price source's health, and each instrument's source, state and quote age

Every action is written to the audit log with the actor: --actor NAME, or the OS user.
The database comes from the server's configuration (DATABASE_URL, DATA_DIR, BEURS_CONFIG_FILE).`;

const OPTIONS = {
  reason: { type: 'string' },
  amount: { type: 'string' },
  title: { type: 'string' },
  summary: { type: 'string' },
  body: { type: 'string' },
  picture: { type: 'string' },
  source: { type: 'string' },
  status: { type: 'string' },
  actor: { type: 'string' },
  dataset: { type: 'string' },
  instrument: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  timeframe: { type: 'string' },
  cache: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** Splits the arguments; refuses unknown options with the list of known ones. */
export function parseCliArgs(argv: readonly string[]): { positionals: string[]; values: Values } {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`, 2, { cause: error });
  }
}

const reasonOf = (values: Values) => requiredText(values.reason, '--reason', '--reason "KYC documents expired"');

function argument(positionals: string[], index: number, what: string, example: string): string {
  return requiredText(positionals[index], what, example);
}

/**
 * Runs one command with parsed arguments and returns what to print. Throws `CliError` for bad
 * usage (exit 2) or a refused action (exit 1). Tests call this, or the command functions, directly.
 */
export async function runCommand(context: OperatorContext, positionals: string[], values: Values): Promise<string> {
  const [group, action] = positionals;
  const key = group === 'notify' ? 'notify' : `${group ?? ''} ${action ?? ''}`;
  switch (key) {
    case 'users list':
      return listUsers(context, { status: values.status });
    case 'users freeze':
      return freezeUser(context, {
        email: argument(positionals, 2, 'The email', 'users freeze anna@example.com --reason "…"'),
        reason: reasonOf(values),
      });
    case 'users unfreeze':
      return unfreezeUser(context, {
        email: argument(positionals, 2, 'The email', 'users unfreeze anna@example.com --reason "…"'),
        reason: reasonOf(values),
      });
    case 'users reset-link':
      return printResetLink(context, {
        email: argument(positionals, 2, 'The email', 'users reset-link anna@example.com --reason "…"'),
        reason: reasonOf(values),
      });
    case 'deposits list':
      return listDeposits(context, { status: values.status });
    case 'deposits confirm':
      return confirmDeposit(context, {
        id: argument(positionals, 2, 'The deposit id', 'deposits confirm <id> --amount 250.00'),
        amount: requiredText(values.amount, '--amount', '--amount 250.00'),
      });
    case 'deposits reject':
      return rejectDeposit(context, {
        id: argument(positionals, 2, 'The deposit id', 'deposits reject <id> --reason "…"'),
        reason: reasonOf(values),
      });
    case 'documents list':
      return listDocuments(context, { status: values.status });
    case 'documents approve':
      return approveDocument(context, { id: argument(positionals, 2, 'The document id', 'documents approve <id>') });
    case 'documents reject':
      return rejectDocument(context, {
        id: argument(positionals, 2, 'The document id', 'documents reject <id> --reason "…"'),
        reason: reasonOf(values),
      });
    case 'news publish':
      return publishNews(context, {
        title: requiredText(values.title, '--title', '--title "Markets open higher"'),
        summary: requiredText(values.summary, '--summary', '--summary "One line"'),
        body: requiredText(values.body, '--body', '--body "The full text"'),
        ...(values.picture === undefined ? {} : { picture: values.picture }),
        ...(values.source === undefined ? {} : { source: values.source }),
      });
    case 'notify':
      return notifyUserCommand(context, {
        email: argument(positionals, 1, 'The email', 'notify anna@example.com --title "…" --body "…"'),
        title: requiredText(values.title, '--title', '--title "Scheduled maintenance"'),
        body: requiredText(values.body, '--body', '--body "The platform is offline on Sunday 02:00-03:00 UTC."'),
      });
    case 'market import':
      return marketImport(
        context,
        {
          dataset: values.dataset,
          instrument: values.instrument,
          from: values.from,
          to: values.to,
          timeframe: values.timeframe,
          cache: values.cache,
        },
        stderrProgressBar(),
      );
    case 'market datasets':
      return marketDatasets(context);
    case 'market sources':
      return listMarketSources(context);
    default:
      throw new CliError(group ? `Unknown command "${positionals.join(' ')}".\n\n${USAGE}` : USAGE, 2);
  }
}
