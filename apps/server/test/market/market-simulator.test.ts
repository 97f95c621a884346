import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { candles, economicEvents, quotes } from '../../src/db/schema/index';
import { loadListedInstruments } from '../../src/market/market-data';
import { loadSimulationContext, simulateQuote } from '../../src/market/simulated-quotes';
import { tickMarket } from '../../src/tick/tick-market';
import { startTestServer, type TestServer } from '../test-server';
import { quoteOf } from './test-quotes';

let first: TestServer;
let second: TestServer;

// A seed of their own: both servers seed their whole history (no template holds it), which is
// what shows that the history, too, is the same for the same seed. Two seedings of 2,000 minutes
// and more per instrument take longer than the default hook timeout on a busy machine.
beforeAll(async () => {
  [first, second] = await Promise.all([startTestServer({ market: { seed: 4242 } }), startTestServer({ market: { seed: 4242 } })]);
}, 240_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

async function allQuotes(server: TestServer) {
  const rows = await server.context.db.select().from(quotes);
  return rows.map((row) => ({ ...row, time: row.time.toISOString() })).sort((a, b) => a.instrumentId.localeCompare(b.instrumentId));
}

describe('market simulator', () => {
  it('gives the same prices for the same seed', async () => {
    expect(await allQuotes(first)).toEqual(await allQuotes(second));
    const start = first.clock.now().getTime();
    for (let step = 1; step <= 3; step += 1) {
      await tickMarket(first.context, new Date(start + step * 1000));
      await tickMarket(second.context, new Date(start + step * 1000));
    }
    const a = await allQuotes(first);
    expect(a).toEqual(await allQuotes(second));
    expect(a.find((row) => row.instrumentId === 'EURUSD')?.time).toBe(new Date(start + 3000).toISOString());
  });

  it('moves open markets only, keeping each quote one spread wide', async () => {
    const before = await quoteOf(first, '7203.T');
    const eurusdBefore = await quoteOf(first, 'EURUSD');
    const at = new Date(first.clock.now().getTime() + 10_000);
    const report = await tickMarket(first.context, at);
    expect(report.ticked).toContain('EURUSD');
    expect(report.ticked).toContain('AAPL');
    expect(report.ticked).not.toContain('7203.T');
    expect(await quoteOf(first, '7203.T')).toEqual(before);
    const eurusd = await quoteOf(first, 'EURUSD');
    expect(eurusd.time.toISOString()).toBe(at.toISOString());
    expect(eurusd.mid.eq(eurusdBefore.mid)).toBe(false);
    expect(eurusd.ask.sub(eurusd.bid).toFixed(5)).toBe('0.00008');
  });

  it('quotes wider at the open than at midday, where the spread is the instrument’s', async () => {
    // The New York open of Tuesday 24 November (09:30 EST), and its midday.
    const open = Date.parse('2026-11-24T14:30:02Z');
    const midday = Date.parse('2026-11-24T17:30:00Z');
    const [apple] = await loadListedInstruments(first.context.db, ['AAPL']);
    if (!apple) throw new Error('AAPL is not listed');
    const simulation = { seed: 4242 };
    const atOpen = simulateQuote(simulation, apple, open);
    const atMidday = simulateQuote(simulation, apple, midday);
    expect(
      Decimal.from(atOpen?.ask ?? '0')
        .sub(atOpen?.bid ?? '0')
        .gt('0.04'),
    ).toBe(true);
    expect(
      Decimal.from(atMidday?.ask ?? '0')
        .sub(atMidday?.bid ?? '0')
        .toFixed(2),
    ).toBe('0.04');
  });

  it('reads the calendar’s high-importance releases and widens the spread of their currency’s pairs in the minute after one', async () => {
    const [release] = await first.context.db
      .select({ time: economicEvents.time, currency: economicEvents.currency })
      .from(economicEvents)
      .where(
        and(
          eq(economicEvents.importance, 'high'),
          eq(economicEvents.currency, 'USD'),
          gte(economicEvents.time, new Date('2026-11-23T00:00:00Z')),
        ),
      )
      .orderBy(economicEvents.time)
      .limit(1);
    if (!release) throw new Error('the seeded calendar has no high-importance US release');
    const releaseMs = release.time.getTime();
    const simulation = await loadSimulationContext(first.context.db, 4242, releaseMs);
    expect(simulation.calendar?.releases.some((entry) => entry.timeMs === releaseMs && entry.currency === 'USD')).toBe(true);
    // Read once a minute: a second later the same context comes back without a query.
    expect(await loadSimulationContext(first.context.db, 4242, releaseMs + 1000)).toBe(simulation);
    const [eurusd] = await loadListedInstruments(first.context.db, ['EURUSD']);
    if (!eurusd) throw new Error('EURUSD is not listed');
    const listed = { ...eurusd, quote: { ...eurusd.quote, time: new Date(releaseMs - 1000) } };
    const during = simulateQuote(simulation, listed, releaseMs + 5000);
    const after = simulateQuote(
      simulation,
      { ...listed, quote: { ...listed.quote, time: new Date(releaseMs + 120_000) } },
      releaseMs + 121_000,
    );
    expect(
      Decimal.from(during?.ask ?? '0')
        .sub(during?.bid ?? '0')
        .gt('0.00008'),
    ).toBe(true);
    expect(
      Decimal.from(after?.ask ?? '0')
        .sub(after?.bid ?? '0')
        .toFixed(5),
    ).toBe('0.00008');
  });

  it('folds every tick into the 1m to 1d candles', async () => {
    const at = new Date(first.clock.now().getTime() + 20_000);
    await tickMarket(first.context, at);
    const quote = await quoteOf(first, 'BTCUSD');
    const price = quote.mid.toFixed(2);
    const minute = Math.floor(at.getTime() / 60_000) * 60_000;
    const [oneMinute] = await first.context.db
      .select()
      .from(candles)
      .where(and(eq(candles.instrumentId, 'BTCUSD'), eq(candles.resolution, '1m'), eq(candles.time, minute)));
    expect(Decimal.from(oneMinute?.close ?? '0').toFixed(2)).toBe(price);
    expect(Decimal.from(oneMinute?.high ?? '0').gte(price)).toBe(true);
    expect(Decimal.from(oneMinute?.low ?? '0').lte(price)).toBe(true);
    for (const resolution of ['5m', '15m', '1h', '1d']) {
      const rows = await first.context.db
        .select()
        .from(candles)
        .where(and(eq(candles.instrumentId, 'BTCUSD'), eq(candles.resolution, resolution)));
      const latest = rows.sort((a, b) => b.time - a.time)[0];
      expect(Decimal.from(latest?.close ?? '0').toFixed(2), resolution).toBe(price);
    }
  });

  it('starts a new trading day from the last price of the day before', async () => {
    const evening = new Date('2026-11-23T23:59:59.000Z');
    await tickMarket(first.context, evening);
    const lastOfMonday = await quoteOf(first, 'BTCUSD');
    await tickMarket(first.context, new Date('2026-11-24T00:00:01.000Z'));
    const firstOfTuesday = await quoteOf(first, 'BTCUSD');
    expect(firstOfTuesday.previousClose.eq(lastOfMonday.mid)).toBe(true);
    await tickMarket(first.context, new Date('2026-11-24T00:00:02.000Z'));
    expect((await quoteOf(first, 'BTCUSD')).previousClose.eq(lastOfMonday.mid)).toBe(true);
  });
});
