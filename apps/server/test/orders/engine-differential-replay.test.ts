import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickMarket } from '../../src/tick/tick-market';
import { writeRecordedPath } from '../market/replay/recorded-path';
import { startTestServer, type TestServer } from '../test-server';
import {
  addReach,
  commandArbitrary,
  emptyReach,
  loadFacts,
  outcome,
  playInStep,
  type DifferentialBroker,
  type InstrumentFacts,
  type ScenarioMarket,
} from './differential-scenario';
import { useScanningEngine } from './scanning-order-engine';
import type { TestTrader } from './test-trader';

/**
 * The order engine's differential test on replayed prices: a recorded day of one-minute bars in
 * `recorded_prices` (a seeded walk, see recorded-path.ts) plays through each broker's own tick
 * (`tickMarket` at the test clock), so a scenario moves prices only by letting time pass. Both
 * brokers must fill, cancel and close the same orders at the same prices, with the same ledgers,
 * and every fill must record that its quote was the replay's.
 */

const DATASET = 'recorded';
const SOURCE = `replay:${DATASET}`;
/** Open at the test clock's instant; EURUSD also moves the dollar's conversion rate, so it revalues every dollar position. */
const INSTRUMENTS = ['EURUSD', 'USDJPY', 'US500', 'XAUUSD'] as const;
const TRADERS = 3;
/**
 * The recorded Monday whose week plays as the test clock's (Monday 2026-11-23, from 14:30 UTC):
 * bars from 14:00 for six hours cover every scenario's ticks with room to spare.
 */
const RECORDED_DAY = '2025-11-10';

let brokers: DifferentialBroker[];
let facts: Map<string, InstrumentFacts>;

/** A broker whose prices come from its own replay, at each tick; the oracle settles with the scanning engine. */
function brokerOn(server: TestServer): DifferentialBroker {
  return { server, tick: async () => (await tickMarket(server.context, server.clock.now())).engine };
}

// Prices move with the clock alone: a scenario has no moves of its own, only ticks of a second to a minute.
const market: ScenarioMarket = {
  instruments: INSTRUMENTS,
  move: () => Promise.reject(new Error('a replay moves its prices by the clock, not by a scenario')),
};

beforeAll(async () => {
  const sources = { assign: Object.fromEntries(INSTRUMENTS.map((id) => [id, SOURCE])), replayDay: RECORDED_DAY };
  const [first, second] = await Promise.all([startTestServer({ market: { sources } }), startTestServer({ market: { sources } })]);
  useScanningEngine(first);
  brokers = [brokerOn(first), brokerOn(second)];
  // The same recording on both, imported after the start, as an operator would: the next tick plays it.
  for (const { server } of brokers) {
    await writeRecordedPath(server.context.db, {
      dataset: DATASET,
      instrumentIds: INSTRUMENTS,
      day: RECORDED_DAY,
      from: '14:00',
      minutes: 360,
      maxMoveThousandths: 5,
      seed: 20251110,
    });
  }
  // The first tick of the replay: from here on these instruments are quoted from the recording.
  for (const broker of brokers) {
    broker.server.clock.advance(1000);
    await broker.tick();
  }
  facts = await loadFacts(first, INSTRUMENTS);
}, 120_000);
afterAll(async () => {
  await Promise.all((brokers ?? []).map(({ server }) => server.close()));
});

describe('order engine, differential, on replayed prices', () => {
  it('fills, cancels and closes what the scanning engine does, at the recorded prices, with the same ledger', async () => {
    const reach = emptyReach();
    const [oracle, subject] = brokers as [DifferentialBroker, DifferentialBroker];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          commandArbitrary({
            traders: TRADERS,
            instruments: INSTRUMENTS.length,
            moves: false,
            tickSeconds: fc.integer({ min: 1, max: 60 }),
          }),
          { minLength: 15, maxLength: 40 },
        ),
        fc.array(fc.constantFrom('300', '600', '2000'), { minLength: TRADERS, maxLength: TRADERS }),
        async (commands, balances) => {
          const [expected, actual] = await playInStep(brokers, market, facts, commands, balances);
          if (!expected || !actual) throw new Error('two brokers play every scenario');
          expect(actual.trace).toEqual(expected.trace);
          const outcomes = [];
          for (let index = 0; index < TRADERS; index += 1) {
            const want = await outcome(oracle.server, expected.traders[index] as TestTrader, expected.placed[index] ?? []);
            const got = await outcome(subject.server, actual.traders[index] as TestTrader, actual.placed[index] ?? []);
            expect(got).toEqual(want);
            outcomes.push(want);
            // Every fill names the replay its quote came from.
            for (const order of want.orders) {
              if (order.openPrice) expect(order.openQuoteSource).toBe(SOURCE);
              if (order.closePrice) expect(order.closeQuoteSource).toBe(SOURCE);
            }
            for (const part of want.parts) expect(part.closeQuoteSource).toBe(SOURCE);
          }
          addReach(reach, expected.trace, outcomes);
        },
      ),
      // Fewer runs than the simulated test's 25: each tick is a whole market tick on both brokers
      // (the replay, the simulated rest, candles), and the engine's own decisions are the simulated
      // test's to cover exhaustively; this one is about prices from a recording. Ten scenarios use
      // about an hour of the six recorded. A fixed seed, so the checks below hold.
      { numRuns: 10, endOnFailure: true, seed: Number(process.env.DIFFERENTIAL_SEED ?? 20261129) },
    );
    expect(reach.scenarios).toBe(10);
    expect(reach.settledSomething).toBeGreaterThan(2);
    expect(reach.filled).toBeGreaterThan(0);
    expect(reach.closed).toBeGreaterThan(0);
    expect(reach.trailed).toBeGreaterThan(0);
  }, 600_000);
});
