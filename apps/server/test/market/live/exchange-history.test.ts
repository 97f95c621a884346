import { afterEach, describe, expect, it } from 'vitest';
import { CANDLE_MS, CANDLE_RESOLUTIONS, candleStart, Decimal, type CandleResolution } from '@beurs/domain';
import { loadConfig } from '../../../src/config/config';
import { HISTORY_TARGETS } from '../../../src/market/history-generator';
import { BITSTAMP_HISTORY } from '../../../src/market/live/bitstamp-history';
import { COINBASE_HISTORY } from '../../../src/market/live/coinbase-history';
import { BadMessageError } from '../../../src/market/live/exchange-protocol';
import { fetchExchangeHistory } from '../../../src/market/live/exchange-history';
import { KRAKEN_HISTORY } from '../../../src/market/live/kraken-history';
import { startBitstampTwin, startCoinbaseTwin, startKrakenTwin, type LiveTwin } from './twins/index';

const NOW = Date.parse('2026-11-23T14:30:25.000Z');
const twins: LiveTwin[] = [];
afterEach(async () => {
  for (const twin of twins.splice(0)) await twin.close();
});

describe("reading each exchange's OHLC answer", () => {
  it("reads Kraken's rows [time, open, high, low, close, vwap, volume, count], keyed by its own pair name", () => {
    const body =
      '{"error":[],"result":{"XXBTZUSD":[[1688671200,"30306.1","30306.2","30305.7","30305.7","30306.1","3.39243896",23],' +
      '[1688671260,"30305.7","30305.7","30300.0","30300.1","30301.2","0.25003112",12]],"last":1688671200}}';
    expect(KRAKEN_HISTORY.parse(body)).toEqual([
      { time: 1688671200_000, open: '30306.1', high: '30306.2', low: '30305.7', close: '30305.7', volume: '3.39243896' },
      { time: 1688671260_000, open: '30305.7', high: '30305.7', low: '30300.0', close: '30300.1', volume: '0.25003112' },
    ]);
    expect(KRAKEN_HISTORY.symbolOf('BTCUSD')).toBe('XBTUSD');
    expect(KRAKEN_HISTORY.symbolOf('DOGEUSD')).toBe('XDGUSD');
    expect(KRAKEN_HISTORY.symbolOf('ETHUSD')).toBe('ETHUSD');
    expect(() => KRAKEN_HISTORY.parse('{"error":["EQuery:Unknown asset pair"]}')).toThrow(/EQuery:Unknown asset pair/);
  });

  it("reads Coinbase's rows [time, low, high, open, close, volume], newest first, numbers as their own text", () => {
    const body =
      '[[1732870860, 97000.10, 97010.30, 97001.00, 97005.20, 0.00001], [1732870800, 96990.00, 97002.50, 96995.10, 97001.00, 1.5e-5]]';
    expect(COINBASE_HISTORY.parse(body)).toEqual([
      { time: 1732870800_000, open: '96995.10', high: '97002.50', low: '96990.00', close: '97001.00', volume: '0.000015' },
      { time: 1732870860_000, open: '97001.00', high: '97010.30', low: '97000.10', close: '97005.20', volume: '0.00001' },
    ]);
    expect(COINBASE_HISTORY.pageUrl('https://x', 'BTC-USD', 60, 1732870800)).toBe(
      'https://x/products/BTC-USD/candles?granularity=60&start=2024-11-29T04:00:00.000Z&end=2024-11-29T08:59:00.000Z',
    );
  });

  it("reads Bitstamp's { data: { ohlc: [{ timestamp, open, high, low, close, volume }] } }, every field text", () => {
    const body =
      '{"data":{"pair":"BTC/USD","ohlc":[{"high":"97010.00","timestamp":"1732867200","volume":"1.23456789","low":"96990.00","close":"97000.00","open":"96995.00"}]}}';
    expect(BITSTAMP_HISTORY.parse(body)).toEqual([
      { time: 1732867200_000, open: '96995.00', high: '97010.00', low: '96990.00', close: '97000.00', volume: '1.23456789' },
    ]);
    expect(() => BITSTAMP_HISTORY.parse('{"status":"error","reason":"Invalid step","code":"request_error"}')).toThrow(BadMessageError);
  });

  it('refuses a candle it cannot trust rather than charting it', () => {
    expect(() =>
      BITSTAMP_HISTORY.parse(
        '{"data":{"ohlc":[{"high":"90","timestamp":"1732867200","volume":"1","low":"96990.00","close":"97000.00","open":"96995.00"}]}}',
      ),
    ).toThrow(/outside its high and low/);
    expect(() => COINBASE_HISTORY.parse('[[1732870860, 1, 2, 1, -1, 3]]')).toThrow(/close is not above zero/);
    expect(() => KRAKEN_HISTORY.parse('{"error":[],"result":{"XXBTZUSD":[["soon","1","1","1","1","1","1",1]]}}')).toThrow(/time/);
  });
});

/** A twin with BTC's book, its REST history ending at NOW. */
async function twinWithBook(start: (options: { now: () => number }) => Promise<LiveTwin>, symbol: string): Promise<LiveTwin> {
  const twin = await start({ now: () => NOW });
  twins.push(twin);
  twin.publish(symbol, '97000.10', '97000.30');
  return twin;
}

function expectOnOurBuckets(history: Record<CandleResolution, Array<{ time: number }>>): void {
  for (const resolution of CANDLE_RESOLUTIONS) {
    const times = history[resolution].map((candle) => candle.time);
    expect(
      times.every((time) => candleStart(resolution, time) === time && time <= NOW),
      resolution,
    ).toBe(true);
    expect(
      times.every((time, index) => index === 0 || time > (times[index - 1] as number)),
      resolution,
    ).toBe(true);
  }
}

describe("fetching an instrument's history from the exchange's public REST API", () => {
  it("takes Kraken's 720 candles of each interval, and builds weeks from days when the exchange's weeks start on another day than Monday", async () => {
    const twin = await twinWithBook(startKrakenTwin, 'BTC/USD');
    const history = await fetchExchangeHistory({
      exchange: 'kraken',
      instrumentId: 'BTCUSD',
      digits: 2,
      targets: HISTORY_TARGETS,
      nowMs: NOW,
      restUrl: twin.rest?.url,
    });
    expectOnOurBuckets(history);
    for (const resolution of ['1m', '5m', '15m', '4h'] as const) expect(history[resolution]).toHaveLength(720);
    // Trimmed to start on a 4h bucket and a Monday: the chart groups those from them.
    expect(history['1h'].length).toBeGreaterThanOrEqual(717);
    expect(history['1d'].length).toBeGreaterThanOrEqual(714);
    expect(history['1w'].length).toBeGreaterThanOrEqual(100);
    // One request an interval: Kraken has nothing older to page to.
    expect(twin.rest?.requests()).toHaveLength(7);
    // The last minute closes at the book's mid: the chart joins the live price.
    expect(history['1m'].at(-1)?.close).toBe('97000.20');
  });

  it("pages back through Coinbase's 300 candles a request to the chart's targets, and builds 4h from 1h", async () => {
    const twin = await twinWithBook(startCoinbaseTwin, 'BTC-USD');
    const history = await fetchExchangeHistory({
      exchange: 'coinbase',
      instrumentId: 'BTCUSD',
      digits: 2,
      targets: HISTORY_TARGETS,
      nowMs: NOW,
      restUrl: twin.rest?.url,
    });
    expectOnOurBuckets(history);
    for (const resolution of CANDLE_RESOLUTIONS)
      expect(history[resolution].length, resolution).toBeGreaterThanOrEqual(HISTORY_TARGETS[resolution]);
    // Every 1m minute of the last 2,000 and more, with no gap a page boundary could leave.
    const minutes = history['1m'];
    expect(
      minutes.every((candle, index) => index === 0 || candle.time - (minutes[index - 1] as { time: number }).time === CANDLE_MS['1m']),
    ).toBe(true);
    expect(history['1m'].at(-1)?.close).toBe('97000.20');
  });

  it("pages back through Bitstamp's 1,000 candles a request, and rounds the exchange's prices to the instrument's digits", async () => {
    const twin = await twinWithBook(startBitstampTwin, 'btcusd');
    const history = await fetchExchangeHistory({
      exchange: 'bitstamp',
      instrumentId: 'BTCUSD',
      digits: 1,
      targets: HISTORY_TARGETS,
      nowMs: NOW,
      restUrl: twin.rest?.url,
    });
    expectOnOurBuckets(history);
    for (const resolution of CANDLE_RESOLUTIONS)
      expect(history[resolution].length, resolution).toBeGreaterThanOrEqual(HISTORY_TARGETS[resolution]);
    // 97000.20 to one place, half to even.
    expect(history['1m'].at(-1)?.close).toBe('97000.2');
    expect(history['1d'].every((candle) => Decimal.from(candle.open).decimalPlaces() <= 1)).toBe(true);
  });

  it('fails, keeping nothing, when the exchange answers an error or does not answer in time', async () => {
    const twin = await twinWithBook(startKrakenTwin, 'BTC/USD');
    twin.rest?.fault('error');
    const request = {
      exchange: 'kraken',
      instrumentId: 'BTCUSD',
      digits: 2,
      targets: HISTORY_TARGETS,
      nowMs: NOW,
      restUrl: twin.rest?.url,
    } as const;
    await expect(fetchExchangeHistory(request)).rejects.toThrow(/kraken answered 500/);
    twin.rest?.fault('hang');
    await expect(fetchExchangeHistory({ ...request, timeoutMs: 200 })).rejects.toThrow(/timeout|aborted/i);
  });
});

describe("the exchanges' REST bases", () => {
  it('are read from MARKET_LIVE_REST_URL_<EXCHANGE>, http or https only', () => {
    expect(
      loadConfig({ MARKET_LIVE_REST_URL_KRAKEN: 'http://127.0.0.1:9001', MARKET_LIVE_REST_URL_BITSTAMP: 'https://mirror.example' }).market
        .sources.liveRestUrls,
    ).toEqual({
      kraken: 'http://127.0.0.1:9001',
      bitstamp: 'https://mirror.example',
    });
    expect(loadConfig({}).market.sources.liveRestUrls).toBeUndefined();
    expect(() => loadConfig({ MARKET_LIVE_REST_URL_COINBASE: 'wss://ws-feed.exchange.coinbase.com' })).toThrow(
      /must be an http:\/\/ or https:\/\/ address/,
    );
  });
});
