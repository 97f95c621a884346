import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal } from '@beurs/domain';
import { quoteOf, runOrderEngine, setQuote } from '../market/test-quotes';
import { startTestServer } from '../test-server';
import {
  addReach,
  commandArbitrary,
  emptyReach,
  loadFacts,
  outcome,
  playInStep,
  shifted,
  type DifferentialBroker,
  type InstrumentFacts,
  type ScenarioMarket,
} from './differential-scenario';
import { runScanningEngine } from './scanning-engine';
import type { TestTrader } from './test-trader';

/**
 * The differential test of the order engine: the same random scenarios (orders with stop-losses
 * and take-profits, pending orders (stop-limits and orders that expire among them), closes and
 * partial closes, changed levels, trailing stops,
 * price paths wide enough for close-outs and negative balance protection) are played on two brokers, one settled by the scanning engine that reads
 * every live order on each tick (the oracle), one by the indexed engine; both must fill, cancel
 * and close the same orders at the same prices and write the same ledgers. Prices are set
 * directly here; the same scenarios on live and replayed prices: engine-differential-live and
 * engine-differential-replay.
 */

/**
 * Instruments open at the test clock's instant, across asset classes and quote currencies, with
 * leverage high enough for a few moves to reach the close-out; EURUSD also moves the dollar's
 * conversion rate, so it revalues every dollar position.
 */
const INSTRUMENTS = ['EURUSD', 'USDJPY', 'US500', 'XAUUSD'] as const;
const TRADERS = 3;

let oracle: DifferentialBroker;
let subject: DifferentialBroker;
let facts: Map<string, InstrumentFacts>;

/** A move sets the quote on each broker, as the feed would publish it; the engine runs at the next tick. */
const market: ScenarioMarket = {
  instruments: INSTRUMENTS,
  async move(brokers, instrumentId, thousandths) {
    const { digits } = facts.get(instrumentId) ?? { digits: 5 };
    for (const { server } of brokers) {
      const quote = await quoteOf(server, instrumentId);
      const spread = quote.ask.sub(quote.bid);
      const bid = shifted(quote.bid, thousandths, digits);
      await setQuote(server, instrumentId, { bid, ask: Decimal.from(bid).add(spread).toFixed(digits) });
    }
    return brokers.map(() => null);
  },
};

beforeAll(async () => {
  const [first, second] = await Promise.all([startTestServer(), startTestServer()]);
  oracle = { server: first, tick: () => runScanningEngine(first.context, first.clock.now()) };
  subject = { server: second, tick: () => runOrderEngine(second) };
  facts = await loadFacts(first, INSTRUMENTS);
}, 120_000);
afterAll(async () => {
  await Promise.all([oracle?.server.close(), subject?.server.close()]);
});

describe('order engine, differential', () => {
  it('fills, cancels and closes exactly what the scanning engine does, with the same ledger', async () => {
    const reach = emptyReach();
    await fc.assert(
      fc.asyncProperty(
        fc.array(commandArbitrary({ traders: TRADERS, instruments: INSTRUMENTS.length, moves: true }), { minLength: 15, maxLength: 40 }),
        fc.array(fc.constantFrom('300', '600', '2000'), { minLength: TRADERS, maxLength: TRADERS }),
        async (commands, balances) => {
          const [expected, actual] = await playInStep([oracle, subject], market, facts, commands, balances);
          if (!expected || !actual) throw new Error('two brokers play every scenario');
          expect(actual.trace).toEqual(expected.trace);
          const outcomes = [];
          for (let index = 0; index < TRADERS; index += 1) {
            const want = await outcome(oracle.server, expected.traders[index] as TestTrader, expected.placed[index] ?? []);
            const got = await outcome(subject.server, actual.traders[index] as TestTrader, actual.placed[index] ?? []);
            expect(got).toEqual(want);
            outcomes.push(want);
          }
          addReach(reach, expected.trace, outcomes);
        },
      ),
      // A fixed seed: the checks below need these runs to reach stop moves, trailing-stop closes,
      // partial closes, stop-limit fills and expiries, which 25 random runs do not always. DIFFERENTIAL_SEED explores others.
      { numRuns: 25, endOnFailure: true, seed: Number(process.env.DIFFERENTIAL_SEED ?? 20261124) },
    );
    // The scenarios must reach the engine's decisions, or the comparison proves little.
    expect(reach.scenarios).toBe(25);
    expect(reach.settledSomething).toBeGreaterThan(5);
    expect(reach.filled).toBeGreaterThan(0);
    expect(reach.closed).toBeGreaterThan(0);
    expect(reach.closedOut).toBeGreaterThan(0);
    expect(reach.trailed).toBeGreaterThan(0);
    expect(reach.trailingCloses).toBeGreaterThan(0);
    expect(reach.parts).toBeGreaterThan(0);
    expect(reach.expired).toBeGreaterThan(0);
    expect(reach.triggered).toBeGreaterThan(0);
    expect(reach.stopLimitFills).toBeGreaterThan(0);
  }, 600_000);
});
