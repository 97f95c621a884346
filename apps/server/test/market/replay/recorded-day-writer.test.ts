import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedImports, recordedPrices } from '../../../src/db/schema/index';
import { writeRecordedDay } from '../../../src/market/replay/recorded-day-writer';
import type { RecordedRow } from '../../../src/market/replay/recorded-row';
import { createTestDatabase, type TestDatabase } from '../../test-database';

const DAY = '2025-11-12';
const START = Date.parse(`${DAY}T00:00:00Z`);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function bar(time: number, bid: string): RecordedRow {
  return {
    time,
    bidOpen: bid,
    bidHigh: bid,
    bidLow: bid,
    bidClose: bid,
    askOpen: '1.1',
    askHigh: '1.1',
    askLow: '1.1',
    askClose: '1.1',
    volume: '2.5',
  };
}

const write = (dataset: string, day: string, rows: RecordedRow[]) =>
  writeRecordedDay(database.db, {
    dataset,
    instrumentId: 'EURUSD',
    day,
    timeframe: 'm1',
    origin: 'test',
    rows,
    importedAt: new Date(`${day}T23:00:00Z`),
  });

async function stored(dataset: string) {
  const rows = await database.db
    .select({ time: recordedPrices.time, bid: recordedPrices.bidClose })
    .from(recordedPrices)
    .where(and(eq(recordedPrices.dataset, dataset), eq(recordedPrices.instrumentId, 'EURUSD')))
    .orderBy(asc(recordedPrices.time));
  return rows.map((row) => [row.time, Number(row.bid)]);
}

async function recordedRows(dataset: string) {
  const rows = await database.db
    .select({ day: recordedImports.day, rows: recordedImports.rows })
    .from(recordedImports)
    .where(eq(recordedImports.dataset, dataset));
  return rows.map((row) => [row.day, row.rows]);
}

describe('writing a recorded day', () => {
  it('replaces the whole day when it is written again, and leaves the days around it alone', async () => {
    await write('again', '2025-11-11', [bar(START - 60_000, '1.01')]);
    await write('again', DAY, [bar(START, '1.02'), bar(START + 60_000, '1.03'), bar(START + 120_000, '1.04')]);
    await write('again', '2025-11-13', [bar(START + 86_400_000, '1.05')]);

    await write('again', DAY, [bar(START + 60_000, '1.13')]);
    expect(await stored('again')).toEqual([
      [START - 60_000, 1.01],
      [START + 60_000, 1.13],
      [START + 86_400_000, 1.05],
    ]);
    expect(await recordedRows('again')).toEqual(expect.arrayContaining([[DAY, 1]]));
  });

  it('refuses a row outside its day and writes nothing of it', async () => {
    await expect(write('outside', DAY, [bar(START, '1.02'), bar(START + 86_400_000, '1.03')])).rejects.toThrow(
      'A row at 2025-11-13T00:00:00.000Z is not in the day 2025-11-12',
    );
    expect(await stored('outside')).toEqual([]);
    expect(await recordedRows('outside')).toEqual([]);
  });
});
