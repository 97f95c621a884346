import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Decimal } from '@beurs/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDukascopy } from '../../../src/market/replay/import-dukascopy';
import { createReplaySource, type ReplayQuote, type ReplaySource } from '../../../src/market/replay/replay-source';
import { replayCandles } from '../../../src/market/replay/replay-candles';
import { createTestDatabase, type TestDatabase } from '../../test-database';
import { eurusdBars, FIRST_DAY, gbpusdTicks, LAST_DAY, TICK_DAY, writeRecordedWeeks } from './recorded-weeks';

/**
 * The recorded weeks (2025-11-01 to 2025-11-21, see recorded-weeks.ts) replayed with Wednesday
 * 2025-11-12 as the anchor, from the week of Saturday 2026-11-28: 55 weeks later.
 */
const ANCHOR_DAY = '2025-11-12';
const NOW_MS = Date.parse('2026-11-29T09:00:00Z');
const WEEK_MS = 7 * 86_400_000;
const SHIFT_MS = 55 * WEEK_MS;

let database: TestDatabase;
let cacheFolder: string;
beforeAll(async () => {
  database = await createTestDatabase();
  cacheFolder = mkdtempSync(join(tmpdir(), 'beurs-replay-'));
  writeRecordedWeeks(cacheFolder);
  await importDukascopy({
    db: database.db,
    dataset: 'dukascopy',
    instrumentId: 'EURUSD',
    from: FIRST_DAY,
    to: LAST_DAY,
    timeframe: 'm1',
    cacheFolder,
  });
  await importDukascopy({
    db: database.db,
    dataset: 'dukascopy',
    instrumentId: 'GBPUSD',
    from: TICK_DAY,
    to: TICK_DAY,
    timeframe: 'tick',
    cacheFolder,
  });
});
afterAll(async () => {
  await database.close();
  rmSync(cacheFolder, { recursive: true, force: true });
});

const source = () => createReplaySource({ db: database.db, dataset: 'dukascopy', anchorDay: ANCHOR_DAY, nowMs: NOW_MS });

async function quoteAt(replay: ReplaySource, instrumentId: string, atMs: number): Promise<ReplayQuote | null> {
  await replay.prepare([instrumentId], atMs);
  return replay.quoteAt(instrumentId, atMs);
}

/** Every second from `fromMs` for `seconds` seconds, prepared as a tick would. */
async function secondBySecond(replay: ReplaySource, instrumentId: string, fromMs: number, seconds: number) {
  const quotes: Array<ReplayQuote | null> = [];
  for (let second = 0; second < seconds; second += 1) quotes.push(await quoteAt(replay, instrumentId, fromMs + second * 1000));
  return quotes;
}

const units = (price: string) => Number(Decimal.from(price).toFixed(5).replace('.', ''));

describe('replaying recorded prices', () => {
  it('plays the anchor day as the same weekday of the current week, a whole number of weeks later', async () => {
    // Wednesday 2026-12-02 10:03:00 plays Wednesday 2025-11-12 10:03:00.
    const at = Date.parse('2026-12-02T10:03:00Z');
    const quote = await quoteAt(source(), 'EURUSD', at);
    const bar = eurusdBars(ANCHOR_DAY)[3];
    expect(quote).toEqual({
      bid: bar?.bid[0],
      ask: bar?.ask[0],
      mid: Decimal.from(bar?.bid[0] ?? '')
        .add(bar?.ask[0] ?? '')
        .div(2, 10)
        .toFixed(10),
      volume: (bar?.volume ?? 0) / 60,
      recordedAt: at - SHIFT_MS,
      recordedDay: ANCHOR_DAY,
    });
    expect(new Date(quote?.recordedAt ?? 0).getUTCDay()).toBe(new Date(at).getUTCDay());
    // The days before and after play their neighbours.
    expect((await quoteAt(source(), 'EURUSD', Date.parse('2026-11-30T10:00:30Z')))?.recordedDay).toBe('2025-11-10');
    expect((await quoteAt(source(), 'EURUSD', Date.parse('2026-12-04T10:09:59Z')))?.recordedDay).toBe('2025-11-14');
  });

  it('moves one price a second through the bar: open first, close last, its high and low on the way and never beyond', async () => {
    const barStart = Date.parse('2026-12-02T10:05:00Z');
    const quotes = await secondBySecond(source(), 'EURUSD', barStart, 60);
    const bar = eurusdBars(ANCHOR_DAY)[5];
    if (!bar) throw new Error('no bar');
    for (const side of ['bid', 'ask'] as const) {
      const path = quotes.map((quote) => units(quote?.[side] ?? 'NaN'));
      const [open, high, low, close] = bar[side].map(units) as [number, number, number, number];
      expect(path[0]).toBe(open);
      expect(path[59]).toBe(close);
      expect(Math.max(...path)).toBe(high);
      expect(Math.min(...path)).toBe(low);
    }
    for (const quote of quotes) expect(units(quote?.ask ?? '') - units(quote?.bid ?? '')).toBe(8);
  });

  it('gives the same quotes for the same instants, twice from one source and from another source', async () => {
    const from = Date.parse('2026-12-01T09:59:30Z');
    const first = source();
    const once = await secondBySecond(first, 'EURUSD', from, 180);
    const twice = await secondBySecond(first, 'EURUSD', from, 180);
    const other = await secondBySecond(source(), 'EURUSD', from, 180);
    expect(once.filter(Boolean).length).toBeGreaterThan(100);
    expect(twice).toEqual(once);
    expect(other).toEqual(once);
  });

  it('is null when no recorded price covers the instant: weekends, nights, and five quiet minutes after the last bar', async () => {
    const replay = source();
    expect(await quoteAt(replay, 'EURUSD', Date.parse('2026-12-05T10:03:00Z'))).toBeNull(); // Saturday
    expect(await quoteAt(replay, 'EURUSD', Date.parse('2026-12-02T09:59:59Z'))).toBeNull(); // before the first bar
    const lastBar = eurusdBars(ANCHOR_DAY)[9];
    const held = await quoteAt(replay, 'EURUSD', Date.parse('2026-12-02T10:14:59Z'));
    expect(held).toMatchObject({ bid: lastBar?.bid[3], ask: lastBar?.ask[3], volume: 0 });
    expect(await quoteAt(replay, 'EURUSD', Date.parse('2026-12-02T10:15:00Z'))).toBeNull();
    expect(await quoteAt(replay, 'USDJPY', Date.parse('2026-12-02T10:03:00Z'))).toBeNull(); // not in the dataset
  });

  it('plays ticks as recorded: the last tick at or before the instant', async () => {
    const ticks = gbpusdTicks();
    const replay = source();
    const played = (tick: (typeof ticks)[number]) => tick.time + SHIFT_MS;
    for (const tick of ticks.slice(0, 12)) {
      expect(await quoteAt(replay, 'GBPUSD', played(tick))).toMatchObject({ bid: tick.bid, ask: tick.ask, recordedAt: tick.time });
      expect(await quoteAt(replay, 'GBPUSD', played(tick) + 500)).toMatchObject({ bid: tick.bid, ask: tick.ask });
    }
    expect(await quoteAt(replay, 'GBPUSD', played(ticks[0] as (typeof ticks)[number]) - 1)).toBeNull();
  });

  it('wraps to the first whole recorded week after the last one', async () => {
    // The dataset ends with Friday 2025-11-21: Saturday 2026-12-12 starts its first week again.
    const replay = source();
    const wrapped = await quoteAt(replay, 'EURUSD', Date.parse('2026-12-14T10:03:00Z'));
    const firstPass = await quoteAt(replay, 'EURUSD', Date.parse('2026-11-23T10:03:00Z'));
    expect(wrapped?.recordedDay).toBe('2025-11-03');
    expect(wrapped).toEqual(firstPass);
    expect((await quoteAt(replay, 'EURUSD', Date.parse('2026-12-11T10:03:00Z')))?.recordedDay).toBe('2025-11-21');
    expect(await quoteAt(replay, 'EURUSD', Date.parse('2026-12-12T10:03:00Z'))).toBeNull();
  });

  it('refuses to quote an instrument that was not prepared, and an anchor day the dataset does not hold', async () => {
    expect(() => source().quoteAt('EURUSD', NOW_MS)).toThrow(/prepare/);
    const outside = createReplaySource({ db: database.db, dataset: 'dukascopy', anchorDay: '2025-12-03', nowMs: NOW_MS });
    await expect(outside.prepare(['EURUSD'], NOW_MS)).rejects.toThrow(
      'anchor day 2025-12-03 is outside dataset "dukascopy", which holds 2025-11-01 to 2025-11-21',
    );
  });

  it('folds the recorded history up to an instant into shifted candles of the mid', async () => {
    const endMs = Date.parse('2026-12-02T10:03:00Z');
    const candles = await replayCandles({
      db: database.db,
      dataset: 'dukascopy',
      instrumentId: 'EURUSD',
      anchorDay: ANCHOR_DAY,
      endMs,
      nowMs: NOW_MS,
    });
    const bars = eurusdBars(ANCHOR_DAY);
    const mid = (bid: string | undefined, ask: string | undefined) =>
      Decimal.from(bid ?? '')
        .add(ask ?? '')
        .div(2, 5)
        .toFixed(5);
    const minutes = candles.filter((candle) => candle.resolution === '1m');
    // Ten bars on each of the 7 recorded weekdays before the anchor and 3 on the anchor day, up to 10:03.
    expect(minutes.length).toBe(7 * 10 + 3);
    expect(minutes.at(-1)).toEqual({
      resolution: '1m',
      time: Date.parse('2026-12-02T10:02:00Z'),
      open: mid(bars[2]?.bid[0], bars[2]?.ask[0]),
      high: mid(bars[2]?.bid[1], bars[2]?.ask[1]),
      low: mid(bars[2]?.bid[2], bars[2]?.ask[2]),
      close: mid(bars[2]?.bid[3], bars[2]?.ask[3]),
      volume: String(bars[2]?.volume),
    });
    const day = candles.find((candle) => candle.resolution === '1d' && candle.time === Date.parse('2026-12-02T00:00:00Z'));
    expect(day).toEqual({
      resolution: '1d',
      time: Date.parse('2026-12-02T00:00:00Z'),
      open: mid(bars[0]?.bid[0], bars[0]?.ask[0]),
      high: mid(bars[2]?.bid[1], bars[2]?.ask[1]),
      low: mid(bars[0]?.bid[2], bars[0]?.ask[2]),
      close: mid(bars[2]?.bid[3], bars[2]?.ask[3]),
      volume: String((bars[0]?.volume ?? 0) + (bars[1]?.volume ?? 0) + (bars[2]?.volume ?? 0)),
    });
    expect(
      candles.filter((candle) => candle.resolution === '1d').map((candle) => new Date(candle.time).toISOString().slice(0, 10)),
    ).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
});
