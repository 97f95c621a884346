import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal } from '@beurs/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedImports, recordedPrices } from '../../../src/db/schema/index';
import { importDukascopy, type ImportProgress } from '../../../src/market/replay/import-dukascopy';
import { instrumentMetaData } from 'dukascopy-node';
import { DUKASCOPY_INSTRUMENTS, UnknownDukascopyInstrumentError } from '../../../src/market/replay/dukascopy-instruments';
import { INSTRUMENT_CATALOGUE } from '../../../src/market/instrument-catalogue';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { corruptMinuteDay, writeMinuteDay, writeTickDay } from './dukascopy-fixtures';
import { eurusdBars, gbpusdTicks, TICK_DAY, writeRecordedWeeks } from './recorded-weeks';

let database: TestDatabase;
let cacheRoot: string;
beforeAll(async () => {
  database = await createTestDatabase();
  cacheRoot = mkdtempSync(join(tmpdir(), 'beurs-dukascopy-'));
});
afterAll(async () => {
  await database.close();
  rmSync(cacheRoot, { recursive: true, force: true });
});

const text = (value: string) => Decimal.from(value).toString();

async function storedRows(dataset: string, instrumentId: string) {
  const rows = await database.db
    .select()
    .from(recordedPrices)
    .where(and(eq(recordedPrices.dataset, dataset), eq(recordedPrices.instrumentId, instrumentId)))
    .orderBy(asc(recordedPrices.time));
  return rows.map((row) => ({
    time: row.time,
    resolution: row.resolution,
    bid: [row.bidOpen, row.bidHigh, row.bidLow, row.bidClose].map(text),
    ask: [row.askOpen, row.askHigh, row.askLow, row.askClose].map(text),
    volume: text(row.volume),
  }));
}

async function importedDays(dataset: string, instrumentId: string) {
  const rows = await database.db
    .select({ day: recordedImports.day, rows: recordedImports.rows, origin: recordedImports.origin })
    .from(recordedImports)
    .where(and(eq(recordedImports.dataset, dataset), eq(recordedImports.instrumentId, instrumentId)))
    .orderBy(asc(recordedImports.day));
  return rows;
}

describe('importing Dukascopy history', () => {
  it('writes each minute bar exactly, bid and ask, and records every day, weekends with 0 rows', async () => {
    const cacheFolder = join(cacheRoot, 'weeks');
    writeRecordedWeeks(cacheFolder);
    const progress: ImportProgress[] = [];
    const summary = await importDukascopy({
      db: database.db,
      dataset: 'bars',
      instrumentId: 'EURUSD',
      from: '2025-11-07',
      to: '2025-11-10',
      timeframe: 'm1',
      cacheFolder,
      onProgress: (update) => progress.push(update),
    });
    expect(summary).toEqual({ instrumentId: 'EURUSD', daysTotal: 4, imported: 4, skipped: 0, rows: 20 });
    expect(progress.map((update) => [update.day, update.daysDone, update.rows])).toEqual([
      ['2025-11-07', 1, 10],
      ['2025-11-08', 2, 10],
      ['2025-11-09', 3, 10],
      ['2025-11-10', 4, 20],
    ]);
    const expected = [...eurusdBars('2025-11-07'), ...eurusdBars('2025-11-10')].map((bar) => ({
      time: bar.time,
      resolution: '1m',
      bid: bar.bid.map(text),
      ask: bar.ask.map(text),
      volume: text(String(bar.volume)),
    }));
    expect(await storedRows('bars', 'EURUSD')).toEqual(expected);
    expect(await importedDays('bars', 'EURUSD')).toEqual([
      { day: '2025-11-07', rows: 10, origin: 'dukascopy:eurusd:m1' },
      { day: '2025-11-08', rows: 0, origin: 'dukascopy:eurusd:m1' },
      { day: '2025-11-09', rows: 0, origin: 'dukascopy:eurusd:m1' },
      { day: '2025-11-10', rows: 10, origin: 'dukascopy:eurusd:m1' },
    ]);

    const again = await importDukascopy({
      db: database.db,
      dataset: 'bars',
      instrumentId: 'EURUSD',
      from: '2025-11-07',
      to: '2025-11-10',
      timeframe: 'm1',
      cacheFolder,
    });
    expect(again).toEqual({ instrumentId: 'EURUSD', daysTotal: 4, imported: 0, skipped: 4, rows: 0 });
  });

  it('writes ticks as recorded, one row per millisecond, and scales pence to pounds', async () => {
    const cacheFolder = join(cacheRoot, 'ticks');
    writeRecordedWeeks(cacheFolder);
    await importDukascopy({
      db: database.db,
      dataset: 'ticks',
      instrumentId: 'GBPUSD',
      from: TICK_DAY,
      to: TICK_DAY,
      timeframe: 'tick',
      cacheFolder,
    });
    const ticks = gbpusdTicks();
    expect(await storedRows('ticks', 'GBPUSD')).toEqual(
      ticks.map((tick) => ({
        time: tick.time,
        resolution: 'tick',
        bid: Array(4).fill(text(tick.bid)),
        ask: Array(4).fill(text(tick.ask)),
        volume: '0.75',
      })),
    );

    // AstraZeneca is quoted in pence by Dukascopy and in pounds by the catalogue.
    const at = Date.parse(`${TICK_DAY}T09:00:00.250Z`);
    writeTickDay(
      cacheFolder,
      'azngbgbx',
      TICK_DAY,
      [
        { time: at, bid: '10450.5', ask: '10452.0', bidVolume: 0.001, askVolume: 0.002 },
        { time: at, bid: '10450.0', ask: '10452.5', bidVolume: 0.001, askVolume: 0.002 },
      ],
      1,
    );
    await importDukascopy({
      db: database.db,
      dataset: 'ticks',
      instrumentId: 'AZN',
      from: TICK_DAY,
      to: TICK_DAY,
      timeframe: 'tick',
      cacheFolder,
    });
    expect(await storedRows('ticks', 'AZN')).toEqual([
      { time: at, resolution: 'tick', bid: Array(4).fill('104.5'), ask: Array(4).fill('104.525'), volume: '0.006' },
    ]);
  });

  it('resumes after an interruption: the failed day and those after it are imported, finished days are not redone', async () => {
    const cacheFolder = join(cacheRoot, 'resume');
    const days = ['2025-11-03', '2025-11-04', '2025-11-05', '2025-11-06', '2025-11-07'];
    for (const day of days) writeMinuteDay(cacheFolder, 'eurusd', day, eurusdBars(day), 5);
    corruptMinuteDay(cacheFolder, 'eurusd', '2025-11-05');
    const run = () =>
      importDukascopy({
        db: database.db,
        dataset: 'resume',
        instrumentId: 'EURUSD',
        from: days[0] as string,
        to: days[4] as string,
        timeframe: 'm1',
        cacheFolder,
      });

    await expect(run()).rejects.toThrow(/eurusd m1 bid for 2025-11-05/);
    expect((await importedDays('resume', 'EURUSD')).map((row) => row.day)).toEqual(['2025-11-03', '2025-11-04']);
    expect((await storedRows('resume', 'EURUSD')).length).toBe(20);

    // The download is good now; the first day's file changes too, which a redone day would show.
    writeMinuteDay(cacheFolder, 'eurusd', '2025-11-05', eurusdBars('2025-11-05'), 5);
    writeMinuteDay(cacheFolder, 'eurusd', '2025-11-03', eurusdBars('2025-11-03').slice(0, 3), 5);
    expect(await run()).toEqual({ instrumentId: 'EURUSD', daysTotal: 5, imported: 3, skipped: 2, rows: 30 });
    expect((await importedDays('resume', 'EURUSD')).map((row) => [row.day, row.rows])).toEqual(days.map((day) => [day, 10]));
    const rows = await storedRows('resume', 'EURUSD');
    expect(rows.length).toBe(50);
    expect(rows.map((row) => row.time)).toEqual(days.flatMap((day) => eurusdBars(day).map((bar) => bar.time)));
    expect(await run()).toMatchObject({ imported: 0, skipped: 5, rows: 0 });
  });

  it('refuses an instrument Dukascopy does not have, listing those it has', async () => {
    const error = await importDukascopy({
      db: database.db,
      dataset: 'x',
      instrumentId: 'USCOMP',
      from: '2025-11-03',
      to: '2025-11-03',
      timeframe: 'm1',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnknownDukascopyInstrumentError);
    expect((error as Error).message).toContain('"USCOMP"');
    expect((error as Error).message).toContain('EURUSD, GBPUSD');
    expect(Object.keys(DUKASCOPY_INSTRUMENTS)).toEqual(expect.arrayContaining(['EURUSD', 'US500', 'XAUUSD', 'AAPL', 'GER40', 'BTCUSD']));
  });

  it('maps catalogue instruments only, each to an instrument dukascopy-node knows', () => {
    const catalogue = new Set(INSTRUMENT_CATALOGUE.map((instrument) => instrument.instrumentId));
    const known = new Set(Object.keys(instrumentMetaData));
    for (const [instrumentId, { name }] of Object.entries(DUKASCOPY_INSTRUMENTS)) {
      expect(catalogue.has(instrumentId), instrumentId).toBe(true);
      expect(known.has(name), name).toBe(true);
    }
  });
});
