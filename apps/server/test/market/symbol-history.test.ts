import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type Candle } from '@beurs/domain';
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
  it('returns the last day of 1m candles by default, oldest first, one per minute', async () => {
    const candles = await history({ instrument_id: 'EURUSD' });
    expect(candles.length).toBeGreaterThan(900);
    expectSortedAndUnique(candles);
    const now = server.clock.now().getTime();
    expect(candles[0]?.time).toBeGreaterThanOrEqual(now - 24 * 3600_000);
    expect(candles.at(-1)?.time).toBeLessThan(now);
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
    expect(fiveMinutes.map((candle) => new Date(candle.time).toISOString().slice(11, 16))).toEqual(
      ['10:00', '10:05', '10:10', '10:15', '10:20', '10:25', '10:30', '10:35', '10:40', '10:45', '10:50', '10:55', '11:00'],
    );
  });

  it('has no candles while the market was closed', async () => {
    // Saturday: forex is closed all day.
    const candles = await history({ instrument_id: 'EURUSD', resolution: '1h', from: '2026-11-21T00:00:00.000Z', to: '2026-11-21T23:59:00.000Z' });
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
    refusal(await callApi(server, 'getSymbolHistory', { trader, body: { instrument_id: 'EURUSD', resolution: '2m' } }), 400, ERROR_CODES.validation);
  });
});
