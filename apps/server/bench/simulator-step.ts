/**
 * Simulator step bench (a script, not a test): one tick of the price model for all of the
 * catalogue's instruments, the market model (factors, stochastic volatility, intraday profile,
 * calendar events and the quoted spread's factor) against the geometric Brownian motion it
 * replaced (bench/legacy-gbm-model.ts, the baseline). The two alternate round by round, each
 * round BENCH_TICKS one-second ticks (default 3,600: an hour, so the minute and hourly
 * volatility values are computed as often as live), BENCH_ROUNDS rounds (default 9).
 *
 *   pnpm --filter @beurs/server exec tsx --conditions=@beurs/source bench/simulator-step.ts
 */
import { performance } from 'node:perf_hooks';
import { INSTRUMENT_CATALOGUE } from '../src/market/instrument-catalogue';
import { createInstrumentModel } from '../src/market/price-model';
import { compileMarketCalendar } from '../src/market/simulator/market-calendar';
import { printResults, summary } from './bench-results';
import { createLegacyGbmModel } from './legacy-gbm-model';

const TICKS = Number(process.env.BENCH_TICKS ?? '3600');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '9');
const SEED = 1;
/** Monday 14:30 UTC: most markets are open, New York is opening (its intraday profile is at work). */
const START = Date.parse('2026-11-23T14:30:00.000Z');
const BUDGET_RATIO = 1.5;

// A calendar like the seeded one: a few high-importance releases in the hour, earnings that morning.
const calendar = compileMarketCalendar({
  releases: ['USD', 'EUR', 'USD', 'GBP', 'JPY'].map((currency, index) => ({ timeMs: START + (index + 1) * 10 * 60_000, currency })),
  earnings: ['AAPL', 'MSFT', 'ASML.AS'].map((instrumentId) => ({ instrumentId, date: '2026-11-23', timeOfDay: 'before_open' as const })),
});
const legacy = INSTRUMENT_CATALOGUE.map((definition) => createLegacyGbmModel(SEED, { instrumentId: definition.instrumentId, volatility: Number(definition.volatility) }));
const market = INSTRUMENT_CATALOGUE.map((definition) =>
  createInstrumentModel(SEED, {
    instrumentId: definition.instrumentId,
    type: definition.type,
    currency: definition.currency,
    country: definition.country,
    volatility: Number(definition.volatility),
    tradingHours: definition.tradingHours,
  }),
);
const mids = INSTRUMENT_CATALOGUE.map((definition) => Number(definition.basePrice));

/** Runs `TICKS` ticks of every instrument from `startMs`; returns µs per tick. */
function legacyRound(startMs: number): number {
  const started = performance.now();
  for (let tick = 0; tick < TICKS; tick += 1) {
    const fromMs = startMs + tick * 1000;
    for (let index = 0; index < legacy.length; index += 1) mids[index] = (legacy[index] as (typeof legacy)[number]).step(mids[index] as number, fromMs, fromMs + 1000);
  }
  return ((performance.now() - started) * 1000) / TICKS;
}

function marketRound(startMs: number): number {
  const started = performance.now();
  let factors = 0;
  for (let tick = 0; tick < TICKS; tick += 1) {
    const fromMs = startMs + tick * 1000;
    for (let index = 0; index < market.length; index += 1) {
      const model = market[index] as (typeof market)[number];
      mids[index] = model.step(mids[index] as number, fromMs, fromMs + 1000, calendar);
      factors += model.spreadFactor(fromMs + 1000, calendar);
    }
  }
  if (!(factors > 0)) throw new Error('no spread factors');
  return ((performance.now() - started) * 1000) / TICKS;
}

const baseline: number[] = [];
const subject: number[] = [];
// One warm-up round each, not counted: the JIT, and the first minute's volatility sums.
legacyRound(START - TICKS * 1000);
marketRound(START - TICKS * 1000);
for (let round = 0; round < ROUNDS; round += 1) {
  // Each round its own hour of instants, the same for both models.
  const startMs = START + round * TICKS * 1000;
  if (round % 2 === 0) {
    baseline.push(legacyRound(startMs));
    subject.push(marketRound(startMs));
  } else {
    subject.push(marketRound(startMs));
    baseline.push(legacyRound(startMs));
  }
}
console.log(`${INSTRUMENT_CATALOGUE.length} instruments, ${TICKS} ticks a round, ${ROUNDS} rounds`);
console.log(`GBM step (baseline): ${summary(baseline, 'µs/tick')}; market model step: ${summary(subject, 'µs/tick')}`);
printResults([
  {
    measure: `price model step, all ${INSTRUMENT_CATALOGUE.length} instruments, market model vs GBM`,
    baseline,
    subject,
    unit: 'µs/tick',
    budget: { ratioAtMost: BUDGET_RATIO },
  },
]);
