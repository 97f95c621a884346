import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { symbolsResponse, type MarketSymbol } from '@beurs/domain';
import { candles, quotes } from '../../src/db/schema/index';
import { LeaseLostError } from '../../src/market/lease-fence';
import { tickMarket } from '../../src/tick/tick-market';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader } from '../orders/test-trader';
import { startKrakenTwin, type LiveTwin } from './live/twins/index';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A Kraken twin, closed after the test unless the test closed it (closing twice is an error). */
async function twin(port = 0): Promise<LiveTwin> {
  const started = await startKrakenTwin({ port, heartbeatMs: 200 });
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= started.close());
  cleanups.push(close);
  return { ...started, close };
}

/** A server whose crypto instruments are quoted by Kraken (the twin), ticked by hand unless `enabled`. */
async function liveServer(
  url: string,
  options: { fallback?: 'stale' | 'simulated'; enabled?: boolean; tickMs?: number } = {},
): Promise<TestServer> {
  const server = await startTestServer({
    market: {
      enabled: options.enabled ?? false,
      tickMs: options.tickMs ?? 1000,
      // The product's default (three ticks), not the hand-driven tests' week: staleness is what is tested.
      maxQuoteAgeMs: 3000,
      sources: { assign: { crypto: 'live:kraken' }, fallback: options.fallback ?? 'stale', liveUrls: { kraken: url } },
    },
  });
  cleanups.push(() => server.close());
  return server;
}

async function symbolOf(server: TestServer, instrumentId: string): Promise<MarketSymbol> {
  const response = await callApi(server, 'getSymbols', { trader: await createTrader(server) });
  const symbol = symbolsResponse.parse(response.json()).symbols.find((one) => one.instrument_id === instrumentId);
  if (!symbol) throw new Error(`${instrumentId} is not listed`);
  return symbol;
}

async function quoteRow(server: TestServer, instrumentId: string) {
  const [row] = await server.context.db.select().from(quotes).where(eq(quotes.instrumentId, instrumentId));
  if (!row) throw new Error(`no quote for ${instrumentId}`);
  return row;
}

/** Publishes a book on the twin and ticks once it has arrived, one second on. */
async function publishAndTick(server: TestServer, feed: LiveTwin, bid: string, ask: string) {
  feed.publish('BTC/USD', bid, ask);
  await until(() => server.context.priceSources.arrived.size > 0, 'the quote to arrive');
  server.clock.advance(1000);
  return tickMarket(server.context, { at: server.clock.now(), live: server.context.priceSources.arrived.take() });
}

describe('a live exchange feed as a price source', () => {
  it("quotes from the exchange's best bid and ask, widened to the spread, into quotes, candles, fills and /symbols/", async () => {
    const feed = await twin();
    const server = await liveServer(feed.url);
    await server.context.priceSources.lead(true);
    await until(() => server.context.priceSources.liveHealthy('live:kraken'), 'the feed to subscribe');

    const report = await publishAndTick(server, feed, '97000.10', '97000.30');
    expect(report.ticked).toContain('BTCUSD');
    const row = await quoteRow(server, 'BTCUSD');
    // BTCUSD's configured spread is 30.00: the exchange's 0.20 is widened around its mid.
    expect([row.bid, row.ask].map(Number)).toEqual([96985.2, 97015.2]);
    expect(row.source).toBe('live:kraken');
    const [minute] = await server.context.db
      .select()
      .from(candles)
      .where(
        and(
          eq(candles.instrumentId, 'BTCUSD'),
          eq(candles.resolution, '1m'),
          eq(candles.time, Math.floor(server.clock.now().getTime() / 60_000) * 60_000),
        ),
      );
    expect(minute?.source).toBe('live:kraken');
    expect(Number(minute?.close)).toBe(97000.2);

    const symbol = await symbolOf(server, 'BTCUSD');
    expect(symbol.price_source).toEqual({
      id: 'live:kraken',
      kind: 'live',
      provider: 'Kraken',
      state: 'ok',
      replay_of: null,
      fallback_since: null,
    });
    // Instruments the configuration leaves alone stay simulated.
    expect((await symbolOf(server, 'EURUSD')).price_source?.id).toBe('simulated');

    const trader = await createTrader(server);
    const opened = await callApi(server, 'openOrder', {
      trader,
      body: { instrument_id: 'BTCUSD', side: 'buy', volume: '0.01', leverage: 2 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { order } = opened.json() as { order: { open_price: string; open_quote: { ask: string; source: string } } };
    expect(order.open_price).toBe('97015.20');
    expect(order.open_quote.source).toBe('live:kraken');

    // A wide book is passed on as the exchange gave it, rounded outwards to the instrument's digits.
    await publishAndTick(server, feed, '96990.005', '97030.001');
    const wide = await quoteRow(server, 'BTCUSD');
    expect([wide.bid, wide.ask].map(Number)).toEqual([96990, 97030.01]);
  });

  it('keeps a quiet but connected feed fresh, goes stale when the feed stops, and recovers when it returns', async () => {
    const feed = await twin();
    const server = await liveServer(feed.url);
    await server.context.priceSources.lead(true);
    await until(() => server.context.priceSources.liveHealthy('live:kraken'), 'the feed to subscribe');
    await publishAndTick(server, feed, '97000.10', '97000.30');

    // No new book, heartbeats only: the price stands and its time moves on.
    for (let second = 0; second < 5; second += 1) {
      server.clock.advance(1000);
      await tickMarket(server.context, server.clock.now());
    }
    expect((await quoteRow(server, 'BTCUSD')).time.toISOString()).toBe(server.clock.now().toISOString());
    expect((await symbolOf(server, 'BTCUSD')).price_source?.state).toBe('ok');

    const port = Number(new URL(feed.url).port);
    await feed.close();
    await until(() => !server.context.priceSources.liveHealthy('live:kraken'), 'the feed to notice');
    for (let second = 0; second < 5; second += 1) {
      server.clock.advance(1000);
      await tickMarket(server.context, server.clock.now());
    }
    const symbol = await symbolOf(server, 'BTCUSD');
    expect(symbol.price_source?.state).toBe('stale');
    expect(symbol.bid).toBe('96985.20');
    const trader = await createTrader(server);
    const refused = await callApi(server, 'openOrder', {
      trader,
      body: { instrument_id: 'BTCUSD', side: 'buy', volume: '0.01', leverage: 2 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'quote_stale' });

    const back = await twin(port);
    await until(() => server.context.priceSources.liveHealthy('live:kraken'), 'the feed to reconnect', 15_000);
    await publishAndTick(server, back, '97100.10', '97100.30');
    const recovered = await symbolOf(server, 'BTCUSD');
    expect(recovered.price_source?.state).toBe('ok');
    expect(recovered.bid).toBe('97085.20');
  });

  it('falls back to the simulator from the last real price when the operator chose it, and says since when', async () => {
    const feed = await twin();
    const server = await liveServer(feed.url, { fallback: 'simulated' });
    await server.context.priceSources.lead(true);
    await until(() => server.context.priceSources.liveHealthy('live:kraken'), 'the feed to subscribe');
    await publishAndTick(server, feed, '97000.10', '97000.30');
    await feed.close();
    await until(() => !server.context.priceSources.liveHealthy('live:kraken'), 'the feed to notice');

    // Within the freshness limit nothing is invented; past it the simulator takes over.
    server.clock.advance(1000);
    await tickMarket(server.context, server.clock.now());
    expect((await quoteRow(server, 'BTCUSD')).source).toBe('live:kraken');
    server.clock.advance(3000);
    const tookOver = server.clock.now();
    await tickMarket(server.context, tookOver);
    const row = await quoteRow(server, 'BTCUSD');
    expect(row.source).toBe('simulated');
    expect(row.fallbackSince?.toISOString()).toBe(tookOver.toISOString());
    // Anchored at the last real price: one step of the model away from it, not back at the catalogue's.
    expect(Math.abs(Number(row.mid) - 97000.2) / 97000.2).toBeLessThan(0.01);

    server.clock.advance(1000);
    await tickMarket(server.context, server.clock.now());
    const symbol = await symbolOf(server, 'BTCUSD');
    expect(symbol.price_source).toMatchObject({ id: 'live:kraken', state: 'fallback', fallback_since: tookOver.toISOString() });
    const trader = await createTrader(server);
    const opened = await callApi(server, 'openOrder', {
      trader,
      body: { instrument_id: 'BTCUSD', side: 'sell', volume: '0.01', leverage: 2 },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((opened.json() as { order: { open_quote: { source: string } } }).order.open_quote.source).toBe('simulated');
  });

  it('writes a live quote as soon as it arrives, without waiting for the next tick', async () => {
    const feed = await twin();
    // A tick a minute: only the immediate write can have written the quote in time.
    const server = await liveServer(feed.url, { enabled: true, tickMs: 60_000 });
    await until(() => server.context.priceSources.liveHealthy('live:kraken'), 'the feed to subscribe');
    server.clock.advance(1000);
    feed.publish('BTC/USD', '97200.10', '97200.30');
    await until(async () => (await quoteRow(server, 'BTCUSD')).source === 'live:kraken', 'the live quote to be written');
    expect(Number((await quoteRow(server, 'BTCUSD')).bid)).toBe(97185.2);
  });

  it('writes nothing for a process that lost the market-feed lease', async () => {
    const feed = await twin();
    const server = await liveServer(feed.url);
    await server.context.priceSources.lead(true);
    await until(() => server.context.priceSources.liveHealthy('live:kraken'), 'the feed to subscribe');
    const before = await quoteRow(server, 'BTCUSD');
    feed.publish('BTC/USD', '98000.10', '98000.30');
    await until(() => server.context.priceSources.arrived.size > 0, 'the quote to arrive');
    server.clock.advance(1000);
    const lost = async () => {
      throw new LeaseLostError('taken over in the test');
    };
    await expect(
      tickMarket(server.context, { at: server.clock.now(), live: server.context.priceSources.arrived.take() }, lost),
    ).rejects.toThrow(LeaseLostError);
    expect(await quoteRow(server, 'BTCUSD')).toEqual(before);
  });
});
