/**
 * Simulator step bench (a script, not a test): one tick of the price model for all of the
 * catalogue's instruments, the market model (factors, stochastic volatility, intraday profile,
 * calendar events and the quoted spread's factor) against the geometric Brownian motion it
 * replaced (bench/legacy-gbm-model.ts, the baseline). The two alternate round by round, each
 * round BENCH_TICKS one-second ticks (default 3,600: an hour, so the minute and hourly
 * volatility values are computed as often as live), BENCH_ROUNDS rounds (default 9). A second
 * measure times the whole `simulateQuote` (the step and the quote in exact decimals) the same way.
 *
 *   pnpm --filter @beurs/server exec tsx --conditions=@beurs/source bench/simulator-step.ts
 */
import { performance } from 'node:perf_hooks';
import { INSTRUMENT_CATALOGUE } from '../src/market/instrument-catalogue';
import { Decimal } from '@beurs/domain';
import type { ListedInstrument } from '../src/market/market-data';
import { simulatedInstrumentOf } from '../src/market/simulator/catalogue-instrument';
import { createInstrumentModel } from '../src/market/price-model';
import { createSimulationContext, simulateQuote } from '../src/market/simulated-quotes';
import { compileMarketCalendar } from '../src/market/simulator/market-calendar';
import { printResults, summary } from './bench-results';
import { createLegacyGbmModel, legacySimulateQuote } from './legacy-gbm-model';

const TICKS = Number(process.env.BENCH_TICKS ?? '3600');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '9');
const SEED = 1;
/** Monday 14:30 UTC: most markets are open, New York is opening (its intraday profile is at work). */
const START = Date.parse('2026-11-23T14:30:00.000Z');
const BUDGET_RATIO = 1.5;

// A calendar like the seeded one: a few high-importance releases in the hour, earnings that morning.
const calendar = compileMarketCalendar({
  releases: ['USD', 'EUR', 'USD', 'GBP', 'JPY'].map((currency, index) => ({ timeMs: START + (index + 1) * 10 * 60_000, currency })),
  earnings: ['AAPL', 'MSFT', 'ASML'].map((instrumentId) => ({ instrumentId, date: '2026-11-23', timeOfDay: 'before_open' as const })),
});
const legacy = INSTRUMENT_CATALOGUE.map((definition) =>
  createLegacyGbmModel(SEED, { instrumentId: definition.instrumentId, volatility: Number(definition.volatility) }),
);
const market = INSTRUMENT_CATALOGUE.map((definition) => createInstrumentModel(SEED, simulatedInstrumentOf(definition)));
const mids = INSTRUMENT_CATALOGUE.map((definition) => Number(definition.basePrice));

/** Runs `TICKS` ticks of every instrument from `startMs`; returns µs per tick. */
function legacyRound(startMs: number): number {
  const started = performance.now();
  for (let tick = 0; tick < TICKS; tick += 1) {
    const fromMs = startMs + tick * 1000;
    for (let index = 0; index < legacy.length; index += 1)
      mids[index] = (legacy[index] as (typeof legacy)[number]).step(mids[index] as number, fromMs, fromMs + 1000);
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

// The whole tick of an instrument as the feed runs it: the step and the quote in exact decimals.
const listed: ListedInstrument[] = INSTRUMENT_CATALOGUE.map((definition) => ({
  // The bench needs the columns the simulator reads; the others do not matter here.
  instrument: { ...definition, country: definition.country, special: false } as unknown as ListedInstrument['instrument'],
  quote: {
    bid: Decimal.from(definition.basePrice),
    ask: Decimal.from(definition.basePrice),
    mid: Decimal.from(definition.basePrice),
    previousClose: Decimal.from(definition.basePrice),
    time: new Date(START),
    source: 'simulated',
    fallbackSince: null,
  },
}));
const simulation = createSimulationContext(SEED, {
  releases: ['USD', 'EUR', 'USD', 'GBP', 'JPY'].map((currency, index) => ({ timeMs: START + (index + 1) * 10 * 60_000, currency })),
  earnings: ['AAPL', 'MSFT', 'ASML'].map((instrumentId) => ({ instrumentId, date: '2026-11-23', timeOfDay: 'before_open' as const })),
});
const QUOTE_TICKS = Math.max(1, Math.floor(TICKS / 6));

/** Runs quote ticks of every instrument, each from the previous tick's quote; returns µs per tick. */
function quoteRound(startMs: number, tickOne: (entry: ListedInstrument, atMs: number) => { mid: string } | null): number {
  const current = listed.map((entry) => ({ ...entry, quote: { ...entry.quote, time: new Date(startMs) } }));
  const started = performance.now();
  for (let tick = 1; tick <= QUOTE_TICKS; tick += 1) {
    const atMs = startMs + tick * 1000;
    for (let index = 0; index < current.length; index += 1) {
      const entry = current[index] as ListedInstrument;
      const update = tickOne(entry, atMs);
      if (update) current[index] = { ...entry, quote: { ...entry.quote, mid: Decimal.from(update.mid), time: new Date(atMs) } };
    }
  }
  return ((performance.now() - started) * 1000) / QUOTE_TICKS;
}
const legacyQuotes = (startMs: number) => quoteRound(startMs, (entry, atMs) => legacySimulateQuote(SEED, entry, atMs));
const marketQuotes = (startMs: number) => quoteRound(startMs, (entry, atMs) => simulateQuote(simulation, entry, atMs));

const quoteBaseline: number[] = [];
const quoteSubject: number[] = [];
legacyQuotes(START - TICKS * 1000);
marketQuotes(START - TICKS * 1000);
for (let round = 0; round < ROUNDS; round += 1) {
  const startMs = START + round * TICKS * 1000;
  if (round % 2 === 0) {
    quoteBaseline.push(legacyQuotes(startMs));
    quoteSubject.push(marketQuotes(startMs));
  } else {
    quoteSubject.push(marketQuotes(startMs));
    quoteBaseline.push(legacyQuotes(startMs));
  }
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
console.log(
  `whole quote, GBM (baseline): ${summary(quoteBaseline, 'µs/tick')}; whole quote, market model: ${summary(quoteSubject, 'µs/tick')}`,
);
printResults([
  {
    measure: `price model step, all ${INSTRUMENT_CATALOGUE.length} instruments, market model vs GBM`,
    baseline,
    subject,
    unit: 'µs/tick',
    budget: { ratioAtMost: BUDGET_RATIO },
  },
  {
    measure: `simulateQuote (step and exact-decimal quote), all ${INSTRUMENT_CATALOGUE.length} instruments, market model vs GBM`,
    baseline: quoteBaseline,
    subject: quoteSubject,
    unit: 'µs/tick',
    budget: {},
  },
]);
