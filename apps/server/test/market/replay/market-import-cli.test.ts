import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../../../src/cli/cli-error';
import type { OperatorContext } from '../../../src/cli/operator-context';
import { parseCliArgs, runCommand } from '../../../src/cli/run-cli';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { testServerConfig } from '../../test-server-config';
import { corruptMinuteDay, writeMinuteDay } from './dukascopy-fixtures';
import { eurusdBars, writeRecordedWeeks } from './recorded-weeks';

/** The operator runs the CLI on Sunday 2026-11-29: Saturday 2026-11-28 is the latest whole day. */
const TODAY = new Date('2026-11-29T08:30:00Z');

let database: TestDatabase;
let context: OperatorContext;
let cacheFolder: string;
beforeAll(async () => {
  database = await createTestDatabase();
  context = { config: testServerConfig(), db: database.db, now: () => TODAY, actor: 'tester', disconnectUser: async () => undefined };
  cacheFolder = mkdtempSync(join(tmpdir(), 'beurs-market-cli-'));
  writeRecordedWeeks(cacheFolder);
});
afterAll(async () => {
  await database.close();
  rmSync(cacheFolder, { recursive: true, force: true });
});

function cli(argv: string[]): Promise<string> {
  const { positionals, values } = parseCliArgs(argv);
  return runCommand(context, positionals, values);
}

async function refusal(argv: string[]): Promise<CliError> {
  const error = await cli(argv).catch((caught: unknown) => caught);
  if (error instanceof CliError) return error;
  throw new Error(`${argv.join(' ')} was not refused: ${String(error)}`);
}

const importArgs = (overrides: Record<string, string> = {}) =>
  Object.entries({
    dataset: 'dukascopy',
    instrument: 'EURUSD',
    from: '2025-11-07',
    to: '2025-11-10',
    cache: cacheFolder,
    ...overrides,
  }).flatMap(([option, value]) => [`--${option}`, value]);

describe('market import and market datasets', () => {
  it('refuses bad input with what to type instead', async () => {
    const unknown = await refusal(['market', 'import', ...importArgs({ instrument: 'EURUSD,uscomp' })]);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.message).toContain('Dukascopy has no history for USCOMP. Known instruments: EURUSD, GBPUSD');
    expect(unknown.message).toContain('e.g. market import --dataset dukascopy');

    expect((await refusal(['market', 'import', ...importArgs({ from: '2025-11-10', to: '2025-11-07' })])).message).toContain(
      '--from (2025-11-10) is after --to (2025-11-07)',
    );
    expect((await refusal(['market', 'import', ...importArgs({ from: '2025-02-30' })])).message).toContain(
      '--from must be a calendar day written YYYY-MM-DD, e.g. --from 2025-11-01; got "2025-02-30"',
    );
    expect((await refusal(['market', 'import', ...importArgs({ to: '10-11-2025' })])).message).toContain(
      '--to must be a calendar day written YYYY-MM-DD',
    );
    expect((await refusal(['market', 'import', ...importArgs({ to: '2026-11-29' })])).message).toContain(
      '--to 2026-11-29 is not over yet: Dukascopy publishes a day the day after, so the latest day to import is 2026-11-28',
    );
    expect((await refusal(['market', 'import', ...importArgs({ from: '2027-01-01', to: '2027-01-31' })])).message).toContain(
      'the latest day to import is 2026-11-28',
    );
    expect((await refusal(['market', 'import', ...importArgs({ timeframe: 'h1' })])).message).toContain(
      '--timeframe must be m1 (one-minute bars) or tick; got "h1"',
    );
    expect((await refusal(['market', 'import', ...importArgs({ dataset: 'Real Prices' })])).message).toContain(
      '--dataset must be lower-case letters',
    );
    expect((await refusal(['market', 'import', '--instrument', 'EURUSD'])).message).toContain(
      '--dataset is required, e.g. --dataset dukascopy',
    );
    expect((await refusal(['market', 'import', '--dataset', 'dukascopy', '--from', '2025-11-01', '--to', '2025-11-02'])).message).toContain(
      '--instrument is required, e.g. --instrument EURUSD,GBPUSD',
    );
    expect(await cli(['market', 'datasets'])).toBe('(none)');
  });

  it('imports, resumes, says what it did, and lists the datasets', async () => {
    expect(await cli(['market', 'import', ...importArgs()])).toBe(
      [
        'Imported 2025-11-07 to 2025-11-10 (m1) into dataset "dukascopy":',
        'EURUSD: 4 days imported, 0 days already there, 20 rows',
        'Total: 20 rows.',
      ].join('\n'),
    );
    expect(await cli(['market', 'import', ...importArgs({ from: '2025-11-03' })])).toContain(
      'EURUSD: 4 days imported, 4 days already there, 40 rows',
    );
    const listing = (await cli(['market', 'datasets'])).split('\n');
    expect(listing[0]).toMatch(/^DATASET\s+INSTRUMENT\s+FIRST DAY\s+LAST DAY\s+DAYS\s+ROWS\s+ORIGIN$/);
    expect(listing[1]?.split(/\s{2,}/)).toEqual(['dukascopy', 'EURUSD', '2025-11-03', '2025-11-10', '8', '60', 'dukascopy:eurusd:m1']);
  });

  it('stops at a day it cannot read, keeps the days before it, and says how to resume', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'beurs-market-cli-broken-'));
    try {
      for (const day of ['2025-11-17', '2025-11-18', '2025-11-19']) writeMinuteDay(folder, 'eurusd', day, eurusdBars(day), 5);
      corruptMinuteDay(folder, 'eurusd', '2025-11-18');
      const args = ['market', 'import', ...importArgs({ dataset: 'broken', from: '2025-11-17', to: '2025-11-19', cache: folder })];
      const error = await refusal(args);
      expect(error.exitCode).toBe(1);
      expect(error.message).toContain('The import stopped: Could not read eurusd m1 bid for 2025-11-18');
      expect(error.message).toContain('run the same command again to resume at the first missing day');
      writeMinuteDay(folder, 'eurusd', '2025-11-18', eurusdBars('2025-11-18'), 5);
      expect(await cli(args)).toContain('EURUSD: 2 days imported, 1 day already there, 20 rows');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses to mix ticks into a dataset that holds the instrument as minute bars', async () => {
    const error = await refusal(['market', 'import', ...importArgs({ timeframe: 'tick', from: '2025-11-12', to: '2025-11-12' })]);
    expect(error.exitCode).toBe(1);
    expect(error.message).toContain('Dataset "dukascopy" already holds EURUSD from dukascopy:eurusd:m1');
  });
});
