import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orders, quotes } from '../../src/db/schema/index';
import { findLedgerOrderViolations, findLedgerViolations } from '../../src/ledger/ledger';
import { loadListedInstruments, type ListedInstrument } from '../../src/market/market-data';
import { startMarketFeed, type MarketFeed } from '../../src/tick/market-feed';
import { createPostgresLease } from '../../src/market/market-feed-lease';
import { exchangeSymbolOf, type LiveExchange } from '../../src/market/live/live-exchanges';
import { createReplaySource } from '../../src/market/replay/replay-source';
import { marketQuoteUpdate } from '../../src/market/sources/source-quote';
import { until } from '../market/live/live-arrivals';
import { startPricePath, type PricePath } from '../market/live/twins/price-path';
import { startBitstampTwin, startKrakenTwin, type LiveTwin } from '../market/live/twins/index';
import { writeRecordedPath } from '../market/replay/recorded-path';
import type { TestClock } from '../test-clock';
import { TEST_DB_KIND } from '../test-database';
import { startTestServer, type TestServer } from '../test-server';
import { findPnlNotPostedOnce, priceOffQuote, recordedFills, type RecordedFill } from './money-checks';
import { tradeConcurrently, type CrowdInstrument } from './trading-crowd';

/**
 * Many traders opening, closing, reversing and changing orders at once while the market feed
 * writes prices from a live exchange (a twin publishing a book every few milliseconds) or from a
 * replay (ticking ten times a second through a recorded day, the clock at sixty times real
 * speed: a recorded minute a second); afterwards every balance equals its ledger, every account's sequence runs without gaps
 * or repeats, no position's P&L was posted twice, and every fill was at a quote the source gave,
 * named as that source's.
 *
 * PostgreSQL only: PGlite has one connection and runs transactions one after another, so only a
 * pool of connections can race the requests against each other and the feed's writes.
 */
const onPostgres = it.skipIf(TEST_DB_KIND !== 'postgres');

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Moves the test clock with real time, `speed` times as fast, until the returned function is called. */
function runClock(clock: TestClock, speed: number): () => void {
  const started = performance.now();
  let moved = 0;
  const timer = setInterval(() => {
    const due = Math.floor((performance.now() - started) * speed);
    clock.advance(due - moved);
    moved = due;
  }, 2);
  return () => clearInterval(timer);
}

/** The platform's market feed on this server, holding the real PostgreSQL lease, as `main` starts it. */
function startFeed(server: TestServer): MarketFeed {
  const lease = createPostgresLease({ connectionString: server.databaseUrl ?? '', log: server.context.log, ttlMs: 3_000 });
  return startMarketFeed(server.context, { lease });
}

async function listedById(server: TestServer, ids: readonly string[]): Promise<Map<string, ListedInstrument>> {
  return new Map((await loadListedInstruments(server.context.db, ids)).map((listed) => [listed.instrument.instrumentId, listed]));
}

/** Until every instrument's quote comes from `sourceOf(instrument)`. */
async function untilQuotedBy(server: TestServer, sourceOf: (instrumentId: string) => string, ids: readonly string[]): Promise<void> {
  await until(
    async () => {
      const rows = await server.context.db
        .select({ id: quotes.instrumentId, source: quotes.source })
        .from(quotes)
        .where(inArray(quotes.instrumentId, [...ids]));
      return rows.length === ids.length && rows.every((row) => row.source === sourceOf(row.id));
    },
    'the first quotes from the source',
    20_000,
  );
}

/** The money checks after the run, with the feed stopped: nothing moves while they read. */
async function expectMoneyRight(server: TestServer, producedOf: (fill: RecordedFill) => string | null): Promise<RecordedFill[]> {
  const { db } = server.context;
  expect(await findLedgerViolations(db)).toEqual([]);
  expect(await findLedgerOrderViolations(db)).toEqual([]);
  expect(await findPnlNotPostedOnce(db)).toEqual([]);
  const fills = await recordedFills(db);
  expect(fills.map(priceOffQuote).filter((problem) => problem !== null)).toEqual([]);
  expect(fills.map(producedOf).filter((problem) => problem !== null)).toEqual([]);
  return fills;
}

/** The crowd: a dozen traders, some with little margin so that the moves close them out. */
const CROWD = { traders: 12, rounds: 40, balances: ['400', '2000', '10000'] } as const;

/** How many orders closed for each reason: the engine's closes (stops, close-outs) must be among them, racing the traders'. */
async function closeReasons(server: TestServer): Promise<Record<string, number>> {
  const rows = await server.context.db.select({ reason: orders.closeReason }).from(orders).where(eq(orders.status, 'closed'));
  const counts: Record<string, number> = {};
  for (const { reason } of rows) counts[reason ?? 'none'] = (counts[reason ?? 'none'] ?? 0) + 1;
  return counts;
}

function expectEngineCloses(reasons: Record<string, number>): void {
  expect((reasons.stop_loss ?? 0) + (reasons.take_profit ?? 0) + (reasons.margin_close_out ?? 0)).toBeGreaterThan(0);
}

function statusesOk(statuses: Map<number, number>): void {
  // Refusals (a stale or moved level, too little margin, an order closed already) are answers; a 5xx is a
  // bug, and a 401 a session that ran out, so that the trading it stood for never happened.
  expect([...statuses.keys()].filter((status) => status >= 500 || status === 401)).toEqual([]);
  expect(statuses.get(200)).toBeGreaterThan(0);
  expect(statuses.get(409)).toBeGreaterThan(0);
}

describe('money under concurrency on every price source (PostgreSQL)', () => {
  onPostgres(
    'live books every few milliseconds: balances equal ledgers, no P&L twice, every fill at a book the exchange published',
    async () => {
      const pairs: ReadonlyArray<{ instrumentId: string; exchange: LiveExchange }> = [
        { instrumentId: 'SOLUSD', exchange: 'kraken' },
        { instrumentId: 'LTCUSD', exchange: 'kraken' },
        { instrumentId: 'ETHUSD', exchange: 'bitstamp' },
      ];
      const twins: Partial<Record<LiveExchange, LiveTwin>> = {
        kraken: await startKrakenTwin({ heartbeatMs: 200 }),
        bitstamp: await startBitstampTwin({ heartbeatMs: 200 }),
      };
      cleanups.push(() => Promise.all(Object.values(twins).map((twin) => twin.close())).then(() => undefined));
      const server = await startTestServer({
        market: {
          tickMs: 100,
          sources: {
            assign: Object.fromEntries(pairs.map((pair) => [pair.instrumentId, `live:${pair.exchange}`])),
            fallback: 'stale',
            liveUrls: { kraken: twins.kraken?.url, bitstamp: twins.bitstamp?.url },
          },
        },
      });
      cleanups.push(() => server.close());
      const ids = pairs.map((pair) => pair.instrumentId);
      const listed = await listedById(server, ids);
      const stopClock = runClock(server.clock, 1);
      cleanups.push(stopClock);
      const feed = startFeed(server);
      cleanups.push(() => feed.stop());
      await until(
        () => server.context.priceSources.liveHealthy('live:kraken') && server.context.priceSources.liveHealthy('live:bitstamp'),
        'the feeds to subscribe',
        20_000,
      );

      // Each exchange walks its pairs from the seeded prices, a book per pair every 3 ms.
      const paths: PricePath[] = [];
      for (const exchange of ['kraken', 'bitstamp'] as const) {
        const symbols = pairs
          .filter((pair) => pair.exchange === exchange)
          .map(({ instrumentId }) => {
            const { instrument, quote } = listed.get(instrumentId) as ListedInstrument;
            return {
              symbol: exchangeSymbolOf(exchange, instrumentId) ?? '',
              bid: quote.bid.toFixed(instrument.digits),
              spread: instrument.spread,
              digits: instrument.digits,
            };
          });
        paths.push(
          startPricePath(twins[exchange] as LiveTwin, {
            symbols,
            everyMs: 3,
            maxStepThousandths: 3,
            seed: exchange === 'kraken' ? 11 : 12,
          }),
        );
      }
      cleanups.push(() => paths.forEach((path) => path.stop()));
      const sourceOf = (instrumentId: string) => `live:${pairs.find((pair) => pair.instrumentId === instrumentId)?.exchange ?? '?'}`;
      await untilQuotedBy(server, sourceOf, ids);

      const instruments: CrowdInstrument[] = ids.map((instrumentId) => ({
        instrumentId,
        digits: listed.get(instrumentId)?.instrument.digits ?? 2,
        volume: '0.10',
        leverage: 2,
      }));
      const crowd = await tradeConcurrently(server, { ...CROWD, instruments, seed: 20261129 });
      // The books move a thousand times at least, however fast the crowd traded, so that the
      // engine's stops and close-outs race on the positions the crowd left open.
      const publishedBooks = () => paths.reduce((sum, path) => sum + path.published.length, 0);
      await until(() => publishedBooks() > 1000, 'a thousand books from the exchanges', 30_000);
      for (const path of paths) path.stop();
      await feed.stop();
      stopClock();

      // Every quote the server could have made of a published book: rounded out, widened to the spread.
      const produced = new Map<string, Set<string>>();
      for (const path of paths) {
        for (const book of path.published) {
          const pair = pairs.find((each) => exchangeSymbolOf(each.exchange, each.instrumentId) === book.symbol);
          const listedInstrument = pair && listed.get(pair.instrumentId);
          const update = listedInstrument && marketQuoteUpdate(listedInstrument, { bid: book.bid, ask: book.ask, volume: 0 });
          if (!pair || !update) continue;
          produced.set(pair.instrumentId, (produced.get(pair.instrumentId) ?? new Set()).add(`${update.bid}/${update.ask}`));
        }
      }
      const fills = await expectMoneyRight(server, (fill) => {
        const digits = listed.get(fill.instrumentId)?.instrument.digits ?? 2;
        const key = `${fill.bid.toFixed(digits)}/${fill.ask.toFixed(digits)}`;
        if (fill.source !== sourceOf(fill.instrumentId)) return `${fill.leg} of ${fill.orderId} records source ${String(fill.source)}`;
        return produced.get(fill.instrumentId)?.has(key)
          ? null
          : `${fill.leg} of ${fill.orderId} at ${key}, which ${sourceOf(fill.instrumentId)} never showed`;
      });
      statusesOk(crowd.statuses);
      expect(crowd.placed).toBeGreaterThan(50);
      expect(fills.filter((fill) => fill.leg === 'close').length).toBeGreaterThan(0);
      const reasons = await closeReasons(server);
      expectEngineCloses(reasons);
    },
    180_000,
  );

  onPostgres(
    'a replay ticking through a recorded day: balances equal ledgers, no P&L twice, every fill at the price the recording plays',
    async () => {
      const dataset = 'recorded';
      const recordedDay = '2025-11-10';
      const ids = ['EURUSD', 'USDJPY', 'US500', 'XAUUSD'];
      const server = await startTestServer({
        // The clock runs sixty times as fast: a loaded machine's run would outlive the default quarter-hour sessions.
        accessTokenTtlSeconds: 24 * 3600,
        market: {
          tickMs: 100,
          sources: { assign: Object.fromEntries(ids.map((id) => [id, `replay:${dataset}`])), replayDay: recordedDay },
        },
      });
      cleanups.push(() => server.close());
      const startMs = server.clock.now().getTime();
      await writeRecordedPath(server.context.db, {
        dataset,
        instrumentIds: ids,
        day: recordedDay,
        from: '14:00',
        minutes: 360,
        maxMoveThousandths: 15,
        seed: 20251110,
      });
      const stopClock = runClock(server.clock, 60);
      cleanups.push(stopClock);
      const feed = startFeed(server);
      cleanups.push(() => feed.stop());
      await untilQuotedBy(server, () => `replay:${dataset}`, ids);

      const listed = await listedById(server, ids);
      const instruments: CrowdInstrument[] = ids.map((instrumentId) => {
        const instrument = listed.get(instrumentId)?.instrument;
        return {
          instrumentId,
          digits: instrument?.digits ?? 2,
          volume: instrumentId === 'US500' || instrumentId === 'XAUUSD' ? '0.10' : '0.20',
          leverage: instrumentId === 'EURUSD' || instrumentId === 'USDJPY' ? 30 : 20,
        };
      });
      // Balances a little above one position's margin (0.20 EURUSD takes about 670): a move of 2% closes them out.
      const crowd = await tradeConcurrently(server, { ...CROWD, balances: ['800', '2000', '10000'], instruments, seed: 20261130 });
      await feed.stop();
      stopClock();

      // The replay again, on its own: what it plays at each fill's quote time is what the fill must record.
      const replay = createReplaySource({ db: server.context.db, dataset, anchorDay: recordedDay, nowMs: startMs });
      const fills = await recordedFills(server.context.db);
      const expected = new Map<string, string>();
      for (const fill of fills) {
        await replay.prepare([fill.instrumentId], fill.time.getTime());
        const played = replay.quoteAt(fill.instrumentId, fill.time.getTime());
        const update = played && marketQuoteUpdate(listed.get(fill.instrumentId) as ListedInstrument, played);
        if (update) expected.set(`${fill.orderId}:${fill.leg}`, `${update.bid}/${update.ask}`);
      }
      await expectMoneyRight(server, (fill) => {
        const digits = listed.get(fill.instrumentId)?.instrument.digits ?? 2;
        const key = `${fill.bid.toFixed(digits)}/${fill.ask.toFixed(digits)}`;
        if (fill.source !== `replay:${dataset}`) return `${fill.leg} of ${fill.orderId} records source ${String(fill.source)}`;
        const want = expected.get(`${fill.orderId}:${fill.leg}`);
        return want === key
          ? null
          : `${fill.leg} of ${fill.orderId} at ${key} (${fill.time.toISOString()}); the replay plays ${String(want)} then`;
      });
      statusesOk(crowd.statuses);
      expect(crowd.placed).toBeGreaterThan(50);
      expect(fills.filter((fill) => fill.leg === 'close').length).toBeGreaterThan(0);
      const reasons = await closeReasons(server);
      expectEngineCloses(reasons);
    },
    180_000,
  );
});
