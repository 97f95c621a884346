import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Candle } from '@beurs/domain';
import { candles, instruments, quotes } from '../../src/db/schema/index';
import { LATEST_CANDLES } from '../../src/market/symbol-history';
import { tickMarket } from '../../src/tick/tick-market';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';
import { startTestServer, type TestServer } from '../test-server';

// The latest candles, read backwards along the candles' primary key: the ordering and the limit
// are the database's own work, so these run on PGlite and on PostgreSQL.
let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer();
});
// A trader signed in at the clock's time: a token from before a jump of days has expired.
beforeEach(async () => {
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
});

async function history(body: Record<string, unknown>): Promise<Candle[]> {
  const response = await callApi(server, 'getSymbolHistory', { trader, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ history: Candle[] }>().history;
}

function expectSortedAndUnique(list: readonly Candle[]): void {
  for (let index = 1; index < list.length; index += 1) {
    expect(list[index]?.time).toBeGreaterThan(list[index - 1]?.time ?? Number.POSITIVE_INFINITY);
  }
}

/** Lists a copy of EURUSD under a new id with only the given 1m and 1h candles, as a new listing has. */
async function listInstrumentWithCandles(instrumentId: string, minutes: readonly number[], hours: readonly number[]): Promise<void> {
  const [euro] = await server.context.db.select().from(instruments).where(eq(instruments.instrumentId, 'EURUSD'));
  const [quote] = await server.context.db.select().from(quotes).where(eq(quotes.instrumentId, 'EURUSD'));
  if (!euro || !quote) throw new Error('EURUSD is not seeded');
  await server.context.db.insert(instruments).values({ ...euro, instrumentId, name: `${euro.name} (new listing)` });
  await server.context.db.insert(quotes).values({ ...quote, instrumentId });
  const row = (resolution: string, time: number) => ({
    instrumentId,
    resolution,
    time,
    open: '1.1',
    high: '1.2',
    low: '1.0',
    close: '1.15',
    volume: '10',
  });
  await server.context.db.insert(candles).values([...minutes.map((time) => row('1m', time)), ...hours.map((time) => row('1h', time))]);
}

describe('POST /symbols/history without a range: the latest candles the market made', () => {
  it("shows a closed market's last session in 1m: on Sunday, Friday's last minutes", async () => {
    // Forex closes on Friday at 22:00 UTC; the market trades its last minutes, then the weekend.
    for (const at of ['2026-11-27T21:57:10.000Z', '2026-11-27T21:58:10.000Z', '2026-11-27T21:59:10.000Z']) {
      server.clock.set(at);
      await tickMarket(server.context, new Date(at));
    }
    server.clock.set('2026-11-29T12:00:00.000Z');
    trader = await createTrader(server);

    const minutes = await history({ instrument_id: 'EURUSD', resolution: '1m' });
    expect(minutes).toHaveLength(LATEST_CANDLES['1m']);
    expectSortedAndUnique(minutes);
    expect(minutes.slice(-3).map((candle) => new Date(candle.time).toISOString())).toEqual([
      '2026-11-27T21:57:00.000Z',
      '2026-11-27T21:58:00.000Z',
      '2026-11-27T21:59:00.000Z',
    ]);
    // Before Friday's ticks, the seeded Monday: the answer spans the days nothing traded in.
    expect(minutes.at(-4)?.time).toBeLessThan(Date.parse('2026-11-24T00:00:00.000Z'));

    // Saturday's wall-clock day alone has nothing, as before.
    expect(
      await history({ instrument_id: 'EURUSD', resolution: '1m', from: '2026-11-28T12:00:00.000Z', to: '2026-11-29T12:00:00.000Z' }),
    ).toEqual([]);

    // Hours and weeks end with the same last trade.
    const hours = await history({ instrument_id: 'EURUSD', resolution: '1h' });
    expect(hours.at(-1)?.time).toBe(Date.parse('2026-11-27T21:00:00.000Z'));
    const fourHours = await history({ instrument_id: 'EURUSD', resolution: '4h' });
    expect(fourHours.at(-1)?.time).toBe(Date.parse('2026-11-27T20:00:00.000Z'));
    expectSortedAndUnique(fourHours);
  });

  it('answers at most the resolution’s number of candles, up to `to` when it is given', async () => {
    // Bitcoin's seeded day holds 1,440 minutes (more on from Friday's ticks): the latest 500 come back.
    const minutes = await history({ instrument_id: 'BTCUSD', resolution: '1m' });
    expect(minutes).toHaveLength(LATEST_CANDLES['1m']);
    expectSortedAndUnique(minutes);
    const ranged = await history({
      instrument_id: 'BTCUSD',
      resolution: '1m',
      from: '2026-11-22T00:00:00.000Z',
      to: '2026-11-29T00:00:00.000Z',
    });
    expect(minutes).toEqual(ranged.slice(-LATEST_CANDLES['1m']));

    const before = await history({ instrument_id: 'EURUSD', resolution: '1m', to: '2026-11-23T10:00:30.000Z' });
    expect(before).toHaveLength(LATEST_CANDLES['1m']);
    expect(before.at(-1)?.time).toBe(Date.parse('2026-11-23T10:00:00.000Z'));
    expectSortedAndUnique(before);
  });

  it('gives whole 4h candles, each grouped from all of its hours', async () => {
    const latest = await history({ instrument_id: 'BTCUSD', resolution: '4h', to: '2026-11-22T23:59:00.000Z' });
    expect(latest.length).toBeGreaterThan(150);
    expectSortedAndUnique(latest);
    const lastDay = latest.filter((candle) => candle.time >= Date.parse('2026-11-20T00:00:00.000Z'));
    const ranged = await history({
      instrument_id: 'BTCUSD',
      resolution: '4h',
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-22T23:59:00.000Z',
    });
    expect(lastDay).toEqual(ranged);
  });

  it('returns what exists for an instrument with fewer candles', async () => {
    const start = Date.parse('2026-11-23T09:00:00.000Z');
    await listInstrumentWithCandles('NEWFX', [start, start + 60_000, start + 120_000], [start]);
    expect((await history({ instrument_id: 'NEWFX', resolution: '1m' })).map((candle) => candle.time)).toEqual([
      start,
      start + 60_000,
      start + 120_000,
    ]);
    expect(await history({ instrument_id: 'NEWFX', resolution: '4h' })).toEqual([
      { time: Date.parse('2026-11-23T08:00:00.000Z'), open: '1.10000', high: '1.20000', low: '1.00000', close: '1.15000', volume: '10' },
    ]);
    expect(await history({ instrument_id: 'NEWFX', resolution: '5m' })).toEqual([]);
  });
});
