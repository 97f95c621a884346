import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type Candle } from '@beurs/domain';
import { LATEST_CANDLES } from '../../src/market/symbol-history';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, refusal, type TestTrader } from '../orders/test-trader';

let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer();
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

function expectSortedAndUnique(candles: Candle[]): void {
  for (let index = 1; index < candles.length; index += 1) {
    expect(candles[index]?.time).toBeGreaterThan(candles[index - 1]?.time ?? Number.POSITIVE_INFINITY);
  }
}

describe('POST /symbols/history', () => {
  it('returns the latest 1m candles by default, oldest first, one per minute', async () => {
    const candles = await history({ instrument_id: 'EURUSD' });
    expect(candles.length).toBe(LATEST_CANDLES['1m']);
    expectSortedAndUnique(candles);
    const now = server.clock.now().getTime();
    expect(candles[0]?.time).toBeGreaterThanOrEqual(now - 24 * 3600_000);
    expect(candles.at(-1)?.time).toBeLessThan(now);
    expect(candles.at(-1)?.time).toBeGreaterThan(now - 2 * 60_000);
    for (const candle of candles) {
      expect(candle.time % 60_000).toBe(0);
      expect(Number(candle.high)).toBeGreaterThanOrEqual(Math.max(Number(candle.open), Number(candle.close)));
      expect(Number(candle.low)).toBeLessThanOrEqual(Math.min(Number(candle.open), Number(candle.close)));
      expect(candle.close).toMatch(/^\d\.\d{5}$/);
    }
  });

  it('serves coarser resolutions further back', async () => {
    const hourly = await history({ instrument_id: 'AAPL', resolution: '1h' });
    expect(hourly.length).toBeGreaterThan(20);
    expectSortedAndUnique(hourly);
    const daily = await history({ instrument_id: 'BTCUSD', resolution: '1d' });
    expect(daily.length).toBeGreaterThan(100);
    expectSortedAndUnique(daily);
    const fiveMinutes = await history({
      instrument_id: 'GER40',
      resolution: '5m',
      from: '2026-11-23T10:00:00.000Z',
      to: '2026-11-23T11:00:00.000Z',
    });
    expect(fiveMinutes.map((candle) => new Date(candle.time).toISOString().slice(11, 16))).toEqual([
      '10:00',
      '10:05',
      '10:10',
      '10:15',
      '10:20',
      '10:25',
      '10:30',
      '10:35',
      '10:40',
      '10:45',
      '10:50',
      '10:55',
      '11:00',
    ]);
  });

  it('has no candles while the market was closed', async () => {
    // Saturday: forex is closed all day.
    const candles = await history({
      instrument_id: 'EURUSD',
      resolution: '1h',
      from: '2026-11-21T00:00:00.000Z',
      to: '2026-11-21T23:59:00.000Z',
    });
    expect(candles).toEqual([]);
  });

  it('answers 404 for an unknown instrument', async () => {
    const body = refusal(await callApi(server, 'getSymbolHistory', { trader, body: { instrument_id: 'NOPE' } }), 404, ERROR_CODES.notFound);
    expect(body.message).toBe('There is no instrument "NOPE". Pick one from the list of symbols.');
  });

  it('refuses a range that is too long for the resolution, or backwards', async () => {
    const tooLong = refusal(
      await callApi(server, 'getSymbolHistory', {
        trader,
        body: { instrument_id: 'EURUSD', resolution: '1m', from: '2026-11-01T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z' },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(tooLong.message).toBe('A 1m history covers at most 7 days: ask for a shorter range or a coarser resolution.');
    const backwards = refusal(
      await callApi(server, 'getSymbolHistory', {
        trader,
        body: { instrument_id: 'EURUSD', from: '2026-11-20T00:00:00.000Z', to: '2026-11-19T00:00:00.000Z' },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(backwards.message).toBe('"from" must be before "to"');
    refusal(
      await callApi(server, 'getSymbolHistory', { trader, body: { instrument_id: 'EURUSD', resolution: '2m' } }),
      400,
      ERROR_CODES.validation,
    );
  });

  it('groups 1h candles into 4h candles aligned to 00:00, 04:00, … UTC', async () => {
    // Bitcoin trades around the clock: every 4h candle holds four hours.
    const range = { instrument_id: 'BTCUSD', from: '2026-11-17T00:00:00.000Z', to: '2026-11-20T23:59:00.000Z' };
    const fourHours = await history({ ...range, resolution: '4h' });
    const hourly = await history({ ...range, resolution: '1h' });
    expect(fourHours.length).toBe(24);
    expectSortedAndUnique(fourHours);
    for (const candle of fourHours) {
      expect(candle.time % (4 * 3600_000)).toBe(0);
      const inside = hourly.filter((hour) => hour.time >= candle.time && hour.time < candle.time + 4 * 3600_000);
      expect(inside.length).toBe(4);
      expect(candle.open).toBe(inside[0]?.open);
      expect(candle.close).toBe(inside.at(-1)?.close);
      expect(candle.high).toBe(inside.map((hour) => hour.high).sort((a, b) => Number(b) - Number(a))[0]);
      expect(candle.low).toBe(inside.map((hour) => hour.low).sort((a, b) => Number(a) - Number(b))[0]);
      expect(Number(candle.volume)).toBe(inside.reduce((sum, hour) => sum + Number(hour.volume), 0));
    }
  });

  it('serves the 4h candles back to the seeded 4h layer by default, the current one included', async () => {
    const candles = await history({ instrument_id: 'BTCUSD', resolution: '4h' });
    expectSortedAndUnique(candles);
    const now = server.clock.now().getTime();
    // Seeded 4h candles reach a month back; the current 4h candle (12:00 UTC) is grouped from live hours.
    expect(candles[0]?.time).toBeLessThanOrEqual(now - 28 * 24 * 3600_000);
    expect(candles.at(-1)?.time).toBe(Date.parse('2026-11-23T12:00:00.000Z'));
  });

  it('groups weeks from Monday 00:00 UTC and reaches back five years', async () => {
    const weekly = await history({ instrument_id: 'BTCUSD', resolution: '1w' });
    expectSortedAndUnique(weekly);
    for (const candle of weekly) {
      const start = new Date(candle.time);
      expect(start.getUTCDay()).toBe(1);
      expect(start.toISOString().slice(11)).toBe('00:00:00.000Z');
    }
    expect(weekly[0]?.time).toBeLessThanOrEqual(Date.parse('2021-12-01T00:00:00.000Z'));
    expect(weekly.length).toBeGreaterThan(250);
    // The current week, grouped from today's live candle.
    expect(weekly.at(-1)?.time).toBe(Date.parse('2026-11-23T00:00:00.000Z'));

    // A week inside the daily layer is its five trading days.
    const from = '2026-11-09T00:00:00.000Z';
    const daily = await history({ instrument_id: 'AAPL', resolution: '1d', from, to: '2026-11-15T23:59:00.000Z' });
    const [week] = await history({ instrument_id: 'AAPL', resolution: '1w', from, to: '2026-11-15T23:59:00.000Z' });
    expect(daily.length).toBe(5);
    expect(week).toEqual({
      time: Date.parse(from),
      open: daily[0]?.open,
      high: daily.map((day) => day.high).sort((a, b) => Number(b) - Number(a))[0],
      low: daily.map((day) => day.low).sort((a, b) => Number(a) - Number(b))[0],
      close: daily.at(-1)?.close,
      volume: String(daily.reduce((sum, day) => sum + Number(day.volume), 0)),
    });
  });

  it('returns only the grouped candles that start inside the range, each whole', async () => {
    // 13:30 is inside the 12:00 bucket: the first candle returned is the 16:00 one.
    const candles = await history({
      instrument_id: 'EURUSD',
      resolution: '4h',
      from: '2026-11-18T13:30:00.000Z',
      to: '2026-11-18T21:00:00.000Z',
    });
    expect(candles.map((candle) => new Date(candle.time).toISOString().slice(11, 16))).toEqual(['16:00', '20:00']);
  });

  it('refuses too long a range of 4h or 1w candles and names the resolutions it knows', async () => {
    const tooLong = refusal(
      await callApi(server, 'getSymbolHistory', {
        trader,
        body: { instrument_id: 'EURUSD', resolution: '4h', from: '2023-01-01T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z' },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(tooLong.message).toBe('A 4h history covers at most 2 years: ask for a shorter range or a coarser resolution.');
    const weekly = refusal(
      await callApi(server, 'getSymbolHistory', {
        trader,
        body: { instrument_id: 'EURUSD', resolution: '1w', from: '1971-01-01T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z' },
      }),
      400,
      ERROR_CODES.validation,
    );
    expect(weekly.message).toBe('A 1w history covers at most 50 years: ask for a shorter range or a coarser resolution.');
    const unknown = refusal(
      await callApi(server, 'getSymbolHistory', { trader, body: { instrument_id: 'EURUSD', resolution: '1M' } }),
      400,
      ERROR_CODES.validation,
    );
    expect(unknown.message).toContain('Resolution must be one of 1m, 5m, 15m, 1h, 4h, 1d, 1w');
  });

  it('gives seeded candles the volume of the live ticks they stand for, layer after layer', async () => {
    // Bitcoin trades around the clock: every hour is a full hour of volume.
    const hourly = await history({
      instrument_id: 'BTCUSD',
      resolution: '1h',
      from: '2026-11-17T00:00:00.000Z',
      to: '2026-11-23T13:00:00.000Z',
    });
    const hourOf = (iso: string) => Number(hourly.find((candle) => candle.time === Date.parse(iso))?.volume);
    // An hour of the hourly layer and an hour of the minute layer: one tick a second of 1 to 20 lots.
    for (const volume of [hourOf('2026-11-18T10:00:00.000Z'), hourOf('2026-11-23T10:00:00.000Z')]) {
      expect(volume).toBeGreaterThan(3600 * 5);
      expect(volume).toBeLessThan(3600 * 16);
    }
  });
});
