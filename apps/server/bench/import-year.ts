/**
 * Import bench (a script, not a test): a year of one-minute bars of one instrument (EURUSD,
 * every weekday of 2024, 1,440 bars a day, bid and ask) imported from dukascopy-node's file
 * cache into the embedded database (PGlite), as `market import --cache DIR` does. The files are
 * written first, in Dukascopy's format (test/market/replay/dukascopy-fixtures.ts); only the
 * import is timed. Budget: 30 s.
 *
 *   pnpm --filter @beurs/server exec tsx --conditions=@beurs/source bench/import-year.ts
 *
 * A real cache also holds the files of every other instrument and year imported before, which
 * the import should not pay for: BENCH_CACHED_INSTRUMENTS=20 puts the year's files in the cache
 * under 19 more names (listed, never read) before the import.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Decimal } from '@beurs/domain';
import { openDatabase } from '../src/db/database';
import { importDukascopy } from '../src/market/replay/import-dukascopy';
import { utcDaysBetween } from '../src/market/replay/utc-days';
import { writeMinuteDay, type FixtureBar } from '../test/market/replay/dukascopy-fixtures';
import { printResults } from './bench-results';

const FROM = '2024-01-01';
const TO = '2024-12-31';
const BUDGET_S = 30;
const CACHED_INSTRUMENTS = Number(process.env.BENCH_CACHED_INSTRUMENTS ?? '1');

/** A day of bars wandering around 1.08, deterministic, with a spread of 0.8 pips. */
function barsOf(day: string): FixtureBar[] {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return [];
  const start = Date.parse(`${day}T00:00:00Z`);
  const price = (units: number) => Decimal.fromUnits(BigInt(units), 5).toFixed(5);
  let level = 108_000 + ((start / 86_400_000) % 500);
  return Array.from({ length: 1440 }, (_, minute) => {
    const open = level;
    const close = open + ((minute * 7919) % 21) - 10;
    level = close;
    const high = Math.max(open, close) + (minute % 5);
    const low = Math.min(open, close) - (minute % 3);
    return {
      time: start + minute * 60_000,
      bid: [price(open), price(high), price(low), price(close)],
      ask: [price(open + 8), price(high + 8), price(low + 8), price(close + 8)],
      volume: 1 + (minute % 17) / 4,
    };
  });
}

const cacheFolder = mkdtempSync(join(tmpdir(), 'beurs-import-year-'));
const database = await openDatabase({ databaseUrl: null, dataDir: null });
try {
  const days = utcDaysBetween(FROM, TO);
  for (const day of days) writeMinuteDay(cacheFolder, 'eurusd', day, barsOf(day), 5);
  const own = readdirSync(cacheFolder);
  for (let other = 1; other < CACHED_INSTRUMENTS; other += 1) {
    for (const file of own) copyFileSync(join(cacheFolder, file), join(cacheFolder, file.replace('EUR-USD', `OTHER${other}-USD`)));
  }
  console.log(`${days.length} days of EURUSD one-minute bars written to the cache (${readdirSync(cacheFolder).length} files)`);

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const summary = await importDukascopy({
    db: database.db,
    dataset: 'bench',
    instrumentId: 'EURUSD',
    from: FROM,
    to: TO,
    timeframe: 'm1',
    cacheFolder,
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // The CPU time tells a busy machine from a slow import: the import is one thread's work.
  console.log(
    `${summary.imported} days, ${summary.rows.toLocaleString('en-US')} rows imported in ${seconds.toFixed(1)} s (${Math.round(summary.rows / seconds).toLocaleString('en-US')} rows/s); CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`,
  );

  const rerunStarted = performance.now();
  const rerun = await importDukascopy({
    db: database.db,
    dataset: 'bench',
    instrumentId: 'EURUSD',
    from: FROM,
    to: TO,
    timeframe: 'm1',
    cacheFolder,
  });
  console.log(`a second run imports ${rerun.imported} days in ${((performance.now() - rerunStarted) / 1000).toFixed(2)} s`);
  printResults([
    {
      measure: `import a year of 1m bars, 1 instrument (${summary.rows} rows, PGlite${CACHED_INSTRUMENTS > 1 ? `, a cache of ${CACHED_INSTRUMENTS} instruments` : ''})`,
      baseline: [],
      subject: [seconds],
      unit: 's',
      budget: { subjectAtMost: BUDGET_S },
    },
  ]);
} finally {
  await database.close();
  rmSync(cacheFolder, { recursive: true, force: true });
}
