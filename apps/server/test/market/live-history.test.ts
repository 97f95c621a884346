import { and, asc, count, eq, lt, ne } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CANDLE_RESOLUTIONS, candleStart, Decimal, type Candle } from '@beurs/domain';
import { candles, quotes } from '../../src/db/schema/index';
import { LeaseLostError, NO_FENCE } from '../../src/market/lease-fence';
import { adoptLiveHistory } from '../../src/tick/live-history';
import { callApi, createTrader } from '../orders/test-trader';
import { startTestServer, type TestServer } from '../test-server';
import { startKrakenTwin, type LiveTwin, type TwinRest } from './live/twins/index';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A Kraken twin with a BTC/USD book whose REST history ends at the server's clock (set once the server runs). */
async function krakenTwin(): Promise<{ twin: LiveTwin; rest: TwinRest; useClock(now: () => Date): void }> {
  let clock: () => number = Date.now;
  const twin = await startKrakenTwin({ heartbeatMs: 200, now: () => clock() });
  cleanups.push(() => twin.close());
  if (!twin.rest) throw new Error('the Kraken twin has no REST endpoint');
  twin.publish('BTC/USD', '97000.10', '97000.30');
  return { twin, rest: twin.rest, useClock: (now) => (clock = () => now().getTime()) };
}

/** A server quoting BTCUSD from the twin; with `enabled`, it leads the market feed by itself (a tick a minute: the live writes are what is watched). */
async function liveServer(kraken: Awaited<ReturnType<typeof krakenTwin>>, enabled: boolean): Promise<TestServer> {
  const server = await startTestServer({
    market: {
      enabled,
      tickMs: 60_000,
      sources: { assign: { BTCUSD: 'live:kraken' }, liveUrls: { kraken: kraken.twin.url }, liveRestUrls: { kraken: kraken.rest.url } },
    },
  });
  cleanups.push(() => server.close());
  kraken.useClock(server.clock.now);
  return server;
}

/** Publishes the book again a second on (a quote at the seeded quote's instant is not new) and waits until it is written. */
async function firstLiveQuote(server: TestServer, kraken: Awaited<ReturnType<typeof krakenTwin>>) {
  await until(() => server.context.priceSources.liveHealthy('live:kraken'), 'the feed to subscribe');
  server.clock.advance(1000);
  kraken.twin.publish('BTC/USD', '97000.10', '97000.30');
  await until(async () => (await quoteRow(server)).source === 'live:kraken', 'the first live quote');
  return quoteRow(server);
}

async function quoteRow(server: TestServer) {
  const [row] = await server.context.db.select().from(quotes).where(eq(quotes.instrumentId, 'BTCUSD'));
  if (!row) throw new Error('no quote for BTCUSD');
  return row;
}

/** Where the oldest daily candle came from: the mark of a history that was replaced. */
async function oldestDailySource(server: TestServer): Promise<string | undefined> {
  const [oldest] = await server.context.db
    .select({ source: candles.source })
    .from(candles)
    .where(and(eq(candles.instrumentId, 'BTCUSD'), eq(candles.resolution, '1d')))
    .orderBy(asc(candles.time))
    .limit(1);
  return oldest?.source;
}

async function candleCount(server: TestServer, resolution: string, source?: string, before?: number): Promise<number> {
  const filters = [eq(candles.instrumentId, 'BTCUSD'), eq(candles.resolution, resolution)];
  if (source) filters.push(eq(candles.source, source));
  if (before !== undefined) filters.push(lt(candles.time, before));
  const [row] = await server.context.db
    .select({ n: count() })
    .from(candles)
    .where(and(...filters));
  return row?.n ?? 0;
}

async function chart(server: TestServer, resolution: string): Promise<Candle[]> {
  const response = await callApi(server, 'getSymbolHistory', {
    trader: await createTrader(server),
    body: { instrument_id: 'BTCUSD', resolution },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ history: Candle[] }>().history;
}

describe("a live instrument's chart is its exchange's own history", () => {
  it('replaces the simulated candles with the exchange candles once the server leads, joining the first live quote without a jump', async () => {
    const kraken = await krakenTwin();
    const server = await liveServer(kraken, true);
    const first = await firstLiveQuote(server, kraken);
    await until(async () => (await oldestDailySource(server)) === 'live:kraken', "the exchange's history", 60_000);

    // Every candle of every stored resolution is the exchange's, as many as Kraken keeps (720 an
    // interval; 1h and 1d start on a 4h bucket and a Monday; weeks built from the days).
    for (const resolution of CANDLE_RESOLUTIONS) {
      expect(await candleCount(server, resolution, 'simulated'), resolution).toBe(0);
    }
    for (const resolution of ['1m', '5m', '15m', '4h'] as const)
      expect(await candleCount(server, resolution, 'live:kraken'), resolution).toBeGreaterThanOrEqual(720);
    expect(await candleCount(server, '1h', 'live:kraken')).toBeGreaterThanOrEqual(717);
    expect(await candleCount(server, '1d', 'live:kraken')).toBeGreaterThanOrEqual(714);
    expect(await candleCount(server, '1w', 'live:kraken')).toBeGreaterThanOrEqual(100);

    // The chart shows them, and its last minute closes inside the first live quote's spread.
    const minutes = await chart(server, '1m');
    expect(minutes).toHaveLength(500);
    const lastClose = Decimal.from(minutes.at(-1)?.close ?? '0');
    expect(lastClose.gte(first.bid) && lastClose.lte(first.ask), `${lastClose.toString()} within ${first.bid}–${first.ask}`).toBe(true);
    for (const resolution of ['4h', '1w'] as const) {
      const grouped = await chart(server, resolution);
      expect(grouped.length, resolution).toBeGreaterThanOrEqual(100);
      expect(grouped.every((candle) => candleStart(resolution, candle.time) === candle.time)).toBe(true);
    }

    // The previous close is the exchange's last complete day.
    const days = await chart(server, '1d');
    const today = candleStart('1d', server.clock.now().getTime());
    const yesterday = days.filter((candle) => candle.time < today).at(-1);
    expect(Decimal.from((await quoteRow(server)).previousClose).eq(yesterday?.close ?? '0')).toBe(true);

    // Once is enough: another term's attempt finds the history in place and asks the exchange nothing.
    const asked = kraken.rest.requests().length;
    expect(await adoptLiveHistory(server.context, NO_FENCE, { paceMs: 0 })).toEqual([]);
    expect(kraken.rest.requests()).toHaveLength(asked);
  });

  it('keeps the simulated history while the exchange answers errors, and takes the history at a later attempt', async () => {
    const kraken = await krakenTwin();
    kraken.rest.fault('error');
    const server = await liveServer(kraken, true);
    await firstLiveQuote(server, kraken);
    // The days before today: today's candle takes the live quotes' source as they are written.
    const today = candleStart('1d', server.clock.now().getTime());
    const simulatedDays = await candleCount(server, '1d', 'simulated', today);

    // Tries again after a backoff, while the answers are errors: the history stays simulated, labelled so.
    const attempt = adoptLiveHistory(server.context, NO_FENCE, { paceMs: 0, retry: { initialMs: 50, maxMs: 50 } });
    await until(() => kraken.rest.requests().length >= 4, 'a few failed attempts');
    expect(await oldestDailySource(server)).toBe('simulated');
    expect(await candleCount(server, '1d', 'simulated', today)).toBe(simulatedDays);

    kraken.rest.fault(null);
    expect(await attempt).toEqual(['BTCUSD']);
    expect(await oldestDailySource(server)).toBe('live:kraken');
    expect(await candleCount(server, '1d', 'simulated')).toBe(0);
  });

  it('writes live quotes while the history request hangs', async () => {
    const kraken = await krakenTwin();
    kraken.rest.fault('hang');
    const server = await liveServer(kraken, true);
    await until(() => kraken.rest.requests().length >= 1, 'the history request');
    await firstLiveQuote(server, kraken);
    server.clock.advance(1000);
    kraken.twin.publish('BTC/USD', '97100.10', '97100.30');
    await until(async () => Number((await quoteRow(server)).bid) === 97085.2, 'the next live quote');
    expect(await oldestDailySource(server)).toBe('simulated');

    kraken.rest.fault(null);
    expect(await adoptLiveHistory(server.context, NO_FENCE, { paceMs: 0 })).toEqual(['BTCUSD']);
  });

  it('writes nothing for a process that lost the market-feed lease', async () => {
    const kraken = await krakenTwin();
    const server = await liveServer(kraken, false);
    await server.context.priceSources.lead(true);
    await until(() => server.context.priceSources.liveHealthy('live:kraken'), 'the feed to subscribe');
    const before = await server.context.db
      .select({ n: count() })
      .from(candles)
      .where(and(eq(candles.instrumentId, 'BTCUSD'), ne(candles.source, 'live:kraken')));
    const lost = async () => {
      throw new LeaseLostError('taken over in the test');
    };
    expect(await adoptLiveHistory(server.context, lost, { paceMs: 0 })).toEqual([]);
    expect(kraken.rest.requests().length).toBeGreaterThan(0);
    expect(await oldestDailySource(server)).toBe('simulated');
    expect(
      await server.context.db
        .select({ n: count() })
        .from(candles)
        .where(and(eq(candles.instrumentId, 'BTCUSD'), ne(candles.source, 'live:kraken'))),
    ).toEqual(before);
  });
});
