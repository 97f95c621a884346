import cliProgress from 'cli-progress';
import { CliError } from './cli-error';
import { formatTable } from './format-table';
import type { OperatorContext } from './operator-context';
import { DUKASCOPY_INSTRUMENTS } from '../market/replay/dukascopy-instruments';
import { importDukascopy, ImportConflictError, type ImportProgress, type ImportSummary } from '../market/replay/import-dukascopy';
import { listRecordedDatasets } from '../market/replay/recorded-datasets';
import type { RecordedTimeframe } from '../market/replay/recorded-row';
import { isUtcDay, utcDayOf, utcDaysBetween, DAY_MS } from '../market/replay/utc-days';

/** What `market import` was asked, as typed. */
export interface MarketImportInput {
  dataset: string | undefined;
  instrument: string | undefined;
  from: string | undefined;
  to: string | undefined;
  timeframe: string | undefined;
  cache: string | undefined;
}

/** Told of the whole import before it starts, then after every day. */
export interface ImportProgressReporter {
  start(totalDays: number): void;
  update(progress: ImportProgress & { overallDone: number }): void;
  stop(): void;
}

const EXAMPLE = 'market import --dataset dukascopy --instrument EURUSD,GBPUSD --from 2025-11-01 --to 2025-11-30';
const DATASET_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

function usage(message: string): CliError {
  return new CliError(`${message}\n  e.g. ${EXAMPLE}`, 2);
}

function required(value: string | undefined, option: string, example: string): string {
  const text = value?.trim();
  if (!text) throw usage(`${option} is required, e.g. ${option} ${example}`);
  return text;
}

function day(value: string | undefined, option: string): string {
  const text = required(value, option, '2025-11-01');
  if (!isUtcDay(text)) throw usage(`${option} must be a calendar day written YYYY-MM-DD, e.g. ${option} 2025-11-01; got "${text}"`);
  return text;
}

/** The checked input of `market import`: refuses, with what to type instead, anything it cannot run. */
export function checkMarketImport(input: MarketImportInput, today: string) {
  const dataset = required(input.dataset, '--dataset', 'dukascopy');
  if (!DATASET_PATTERN.test(dataset)) {
    throw usage(`--dataset must be lower-case letters, digits, "-" or "_" (at most 63), e.g. --dataset dukascopy; got "${dataset}"`);
  }
  const instrumentIds = [
    ...new Set(
      required(input.instrument, '--instrument', 'EURUSD,GBPUSD')
        .split(',')
        .map((id) => id.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  const unknown = instrumentIds.filter((id) => !Object.hasOwn(DUKASCOPY_INSTRUMENTS, id));
  if (unknown.length > 0) {
    throw usage(`Dukascopy has no history for ${unknown.join(', ')}. Known instruments: ${Object.keys(DUKASCOPY_INSTRUMENTS).join(', ')}`);
  }
  const from = day(input.from, '--from');
  const to = day(input.to, '--to');
  if (from > to) throw usage(`--from (${from}) is after --to (${to}); the range runs from the earlier day to the later`);
  // Dukascopy publishes a day once it is over: yesterday is the latest whole day.
  const yesterday = utcDayOf(Date.parse(`${today}T00:00:00Z`) - DAY_MS);
  if (to > yesterday) {
    throw usage(`--to ${to} is not over yet: Dukascopy publishes a day the day after, so the latest day to import is ${yesterday}`);
  }
  const timeframe = (input.timeframe?.trim() || 'm1') as RecordedTimeframe;
  if (timeframe !== 'm1' && timeframe !== 'tick') throw usage(`--timeframe must be m1 (one-minute bars) or tick; got "${input.timeframe}"`);
  const cache = input.cache?.trim() || undefined;
  return { dataset, instrumentIds, from, to, timeframe, cache };
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/**
 * `market import --dataset NAME --instrument ID[,ID] --from DAY --to DAY [--timeframe m1|tick]
 * [--cache DIR]`: imports Dukascopy's history day by day (see `importDukascopy`), resuming at
 * the first day not yet imported, and says what it did. Progress goes to `progress`.
 */
export async function marketImport(context: OperatorContext, input: MarketImportInput, progress?: ImportProgressReporter): Promise<string> {
  const checked = checkMarketImport(input, utcDayOf(context.now().getTime()));
  const daysEach = utcDaysBetween(checked.from, checked.to).length;
  const summaries: ImportSummary[] = [];
  progress?.start(daysEach * checked.instrumentIds.length);
  try {
    for (const instrumentId of checked.instrumentIds) {
      const before = summaries.length * daysEach;
      summaries.push(
        await importDukascopy({
          db: context.db,
          dataset: checked.dataset,
          instrumentId,
          from: checked.from,
          to: checked.to,
          timeframe: checked.timeframe,
          ...(checked.cache === undefined ? {} : { cacheFolder: checked.cache }),
          now: context.now,
          onProgress: (update) => progress?.update({ ...update, overallDone: before + update.daysDone }),
        }),
      );
    }
  } catch (error) {
    if (error instanceof ImportConflictError) throw new CliError(error.message, 1, { cause: error });
    const done = summaries.map((summary) => `${summary.instrumentId} done`).join(', ');
    throw new CliError(
      `The import stopped: ${(error as Error).message}\nEvery finished day is kept${done ? ` (${done})` : ''}; run the same command again to resume at the first missing day.`,
      1,
      { cause: error },
    );
  } finally {
    progress?.stop();
  }
  const lines = summaries.map(
    (summary) =>
      `${summary.instrumentId}: ${plural(summary.imported, 'day')} imported, ${plural(summary.skipped, 'day')} already there, ${plural(summary.rows, 'row')}`,
  );
  const rows = summaries.reduce((total, summary) => total + summary.rows, 0);
  return [
    `Imported ${checked.from} to ${checked.to} (${checked.timeframe}) into dataset "${checked.dataset}":`,
    ...lines,
    `Total: ${plural(rows, 'row')}.`,
  ].join('\n');
}

/** `market datasets`: each dataset's instruments, first and last day, days and rows. */
export async function marketDatasets(context: OperatorContext): Promise<string> {
  const rows = await listRecordedDatasets(context.db);
  return formatTable(
    ['DATASET', 'INSTRUMENT', 'FIRST DAY', 'LAST DAY', 'DAYS', 'ROWS', 'ORIGIN'],
    rows.map((row) => [
      row.dataset,
      row.instrumentId,
      row.firstDay,
      row.lastDay,
      String(row.days),
      row.rows.toLocaleString('en-US'),
      row.origin,
    ]),
  );
}

/**
 * A progress bar on stderr (cli-progress): days done of all, rows written, the instrument and
 * day, and the time left. It draws only on a terminal, so piped output and tests stay clean.
 */
export function stderrProgressBar(): ImportProgressReporter {
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: '{bar} {value}/{total} days | {rows} rows | {instrumentId} {day} | ETA {eta_formatted}',
      etaBuffer: 20,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let rowsBefore = 0;
  let current = '';
  let rowsOfCurrent = 0;
  return {
    start: (totalDays) => bar.start(totalDays, 0, { rows: '0', instrumentId: '', day: '' }),
    update: (progress) => {
      if (progress.instrumentId !== current) {
        rowsBefore += rowsOfCurrent;
        current = progress.instrumentId;
      }
      rowsOfCurrent = progress.rows;
      bar.update(progress.overallDone, {
        rows: (rowsBefore + progress.rows).toLocaleString('en-US'),
        instrumentId: progress.instrumentId,
        day: progress.day,
      });
    },
    stop: () => bar.stop(),
  };
}
