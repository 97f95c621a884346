import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal } from '@beurs/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedImports, recordedPrices } from '../../../src/db/schema/index';
import { importDukascopy } from '../../../src/market/replay/import-dukascopy';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { writeMinuteDay } from './dukascopy-fixtures';
import { startDukascopyHttpServer, type DukascopyHttpServer } from './dukascopy-http-server';
import { eurusdBars } from './recorded-weeks';

/** Thursday to Monday: three weekdays of bars and a weekend Dukascopy serves empty days for. */
const DAYS = ['2025-11-06', '2025-11-07', '2025-11-08', '2025-11-09', '2025-11-10'];
const [FIRST, , , , LAST] = DAYS as [string, string, string, string, string];

let database: TestDatabase;
let served: string;
let server: DukascopyHttpServer;
let scratch: string;
beforeAll(async () => {
  database = await createTestDatabase();
  scratch = mkdtempSync(join(tmpdir(), 'beurs-dukascopy-download-'));
  served = join(scratch, 'served');
  for (const day of DAYS) writeMinuteDay(served, 'eurusd', day, eurusdBars(day), 5);
  server = await startDukascopyHttpServer(served);
});
afterAll(async () => {
  await server.close();
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
});

const text = (value: string) => Decimal.from(value).toString();

async function storedBars(dataset: string) {
  const rows = await database.db
    .select()
    .from(recordedPrices)
    .where(and(eq(recordedPrices.dataset, dataset), eq(recordedPrices.instrumentId, 'EURUSD')))
    .orderBy(asc(recordedPrices.time));
  return rows.map((row) => ({
    time: row.time,
    bid: [row.bidOpen, row.bidHigh, row.bidLow, row.bidClose].map(text),
    ask: [row.askOpen, row.askHigh, row.askLow, row.askClose].map(text),
  }));
}

async function importedDays(dataset: string): Promise<string[]> {
  const rows = await database.db
    .select({ day: recordedImports.day })
    .from(recordedImports)
    .where(and(eq(recordedImports.dataset, dataset), eq(recordedImports.instrumentId, 'EURUSD')))
    .orderBy(asc(recordedImports.day));
  return rows.map((row) => row.day);
}

const expectedBars = (days: readonly string[]) =>
  days.flatMap((day) => eurusdBars(day).map((bar) => ({ time: bar.time, bid: bar.bid.map(text), ask: bar.ask.map(text) })));

describe('importing Dukascopy history over HTTP', () => {
  it('downloads the days it lacks, keeps them in the cache, and imports again from the cache alone', async () => {
    const cacheFolder = join(scratch, 'cache');
    const summary = await importDukascopy({
      db: database.db,
      dataset: 'downloaded',
      instrumentId: 'EURUSD',
      from: FIRST,
      to: LAST,
      timeframe: 'm1',
      cacheFolder,
      baseUrl: server.baseUrl,
    });
    expect(summary).toEqual({ instrumentId: 'EURUSD', daysTotal: 5, imported: 5, skipped: 0, rows: 30 });
    expect(await storedBars('downloaded')).toEqual(expectedBars(DAYS));
    // One file a day and side, at the paths Dukascopy serves them under.
    expect(server.requests).toHaveLength(10);
    expect(server.requests).toContain('/v1/candles/minute/EUR-USD/BID/2025/11/6');
    expect(server.requests).toContain('/v1/candles/minute/EUR-USD/ASK/2025/11/10');
    expect(readdirSync(cacheFolder)).toHaveLength(10);

    // Nothing is asked of the server once the files are in the cache.
    const asked = server.requests.length;
    await importDukascopy({
      db: database.db,
      dataset: 'cached',
      instrumentId: 'EURUSD',
      from: FIRST,
      to: LAST,
      timeframe: 'm1',
      cacheFolder,
      baseUrl: server.baseUrl,
    });
    expect(server.requests.length).toBe(asked);
    expect(await storedBars('cached')).toEqual(expectedBars(DAYS));
  });

  it('tries a failed download again, and stops before a day the server keeps failing, to resume there later', async () => {
    const cacheFolder = join(scratch, 'flaky');
    const run = () =>
      importDukascopy({
        db: database.db,
        dataset: 'flaky',
        instrumentId: 'EURUSD',
        from: FIRST,
        to: LAST,
        timeframe: 'm1',
        cacheFolder,
        baseUrl: server.baseUrl,
        retryPauseMs: 10,
      });
    // Thursday's bid fails twice and comes on the third attempt; Friday's ask fails every attempt.
    server.failNext('/EUR-USD/BID/2025/11/6', 2);
    server.failNext('/EUR-USD/ASK/2025/11/7', 3);
    const asked = server.requests.length;
    await expect(run()).rejects.toThrow(/eurusd m1 ask for 2025-11-07: Request failed with status 500/);
    expect(await importedDays('flaky')).toEqual([FIRST]);
    expect(await storedBars('flaky')).toEqual(expectedBars([FIRST]));
    expect(server.requests.slice(asked).filter((path) => path.endsWith('/EUR-USD/ASK/2025/11/7'))).toHaveLength(3);

    expect(await run()).toEqual({ instrumentId: 'EURUSD', daysTotal: 5, imported: 4, skipped: 1, rows: 20 });
    expect(await importedDays('flaky')).toEqual(DAYS);
    expect(await storedBars('flaky')).toEqual(expectedBars(DAYS));
  });

  it('refuses a day the server does not have, as Dukascopy answers a day it never published', async () => {
    const error = await importDukascopy({
      db: database.db,
      dataset: 'missing',
      instrumentId: 'EURUSD',
      from: '2025-11-11',
      to: '2025-11-11',
      timeframe: 'm1',
      baseUrl: server.baseUrl,
      retryPauseMs: 10,
    }).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/eurusd m1 (bid|ask) for 2025-11-11: Request failed with status 404/);
    expect(await importedDays('missing')).toEqual([]);
  });
});
