/**
 * Replay tick bench (a script, not a test): what a market tick pays to quote every instrument
 * Dukascopy has once a second from a replay (`prepare`, then `quoteAt` for each), against the
 * simulator's step (`simulateQuote`) for the same instruments, in alternating rounds of
 * BENCH_SECONDS played seconds (default 60), BENCH_ROUNDS rounds each (default 20). The replay
 * reads one-minute bars from the embedded database (PGlite), written before the timing starts;
 * its reloads (every ten played minutes) are in the rounds. Budget: the replay at most 1.2× the
 * simulator, median of the round-by-round ratios.
 *
 *   pnpm --filter @beurs/server exec tsx --conditions=@beurs/source bench/replay-tick.ts
 */
import { performance } from 'node:perf_hooks';
import { Decimal, leverageClassOf } from '@beurs/domain';
import { openDatabase } from '../src/db/database';
import { INSTRUMENT_CATALOGUE } from '../src/market/instrument-catalogue';
import type { ListedInstrument } from '../src/market/market-data';
import { DUKASCOPY_INSTRUMENTS } from '../src/market/replay/dukascopy-instruments';
import { writeRecordedDay } from '../src/market/replay/recorded-day-writer';
import type { RecordedRow } from '../src/market/replay/recorded-row';
import { createReplaySource } from '../src/market/replay/replay-source';
import { simulateQuote, type SimulationContext } from '../src/market/simulated-quotes';
import { printResults } from './bench-results';

const SECONDS = Number(process.env.BENCH_SECONDS ?? '60');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? '20');
/** Recorded Wednesday 2025-11-12 plays on Wednesday 2026-12-02; the rounds start at 14:00 UTC, when most markets are open. */
const RECORDED_DAY = '2025-11-12';
const NOW_MS = Date.parse('2026-12-02T00:00:00Z');
const START_MS = Date.parse('2026-12-02T14:00:00Z');
const RECORDED_FROM = Date.parse(`${RECORDED_DAY}T13:50:00Z`);
const RECORDED_MINUTES = 30 + Math.ceil((SECONDS * ROUNDS * 2) / 60);
const BUDGET_RATIO = 1.2;

const definitions = INSTRUMENT_CATALOGUE.filter((definition) => Object.hasOwn(DUKASCOPY_INSTRUMENTS, definition.instrumentId));

/** Bars around the instrument's base price, a different high and low each minute. */
function barsOf(basePrice: string, digits: number, spread: string): RecordedRow[] {
  const unit = Decimal.fromUnits(1n, digits);
  const base = Decimal.from(basePrice);
  return Array.from({ length: RECORDED_MINUTES }, (_, minute) => {
    const at = (steps: number) => base.add(unit.mul(steps));
    const [open, high, low, close] = [at(minute % 13), at((minute % 13) + 9), at((minute % 13) - 7), at((minute * 5) % 11)];
    const ask = (price: Decimal) => price.add(spread).toFixed(digits);
    return {
      time: RECORDED_FROM + minute * 60_000,
      bidOpen: open.toFixed(digits),
      bidHigh: high.toFixed(digits),
      bidLow: low.toFixed(digits),
      bidClose: close.toFixed(digits),
      askOpen: ask(open),
      askHigh: ask(high),
      askLow: ask(low),
      askClose: ask(close),
      volume: String(1 + (minute % 7)),
    };
  });
}

const database = await openDatabase({ databaseUrl: null, dataDir: null });
try {
  for (const definition of definitions) {
    await writeRecordedDay(database.db, {
      dataset: 'bench',
      instrumentId: definition.instrumentId,
      day: RECORDED_DAY,
      timeframe: 'm1',
      origin: 'bench',
      rows: barsOf(definition.basePrice, definition.digits, definition.spread),
      importedAt: new Date(),
    });
  }
  const ids = definitions.map((definition) => definition.instrumentId);
  console.log(`${ids.length} instruments, ${RECORDED_MINUTES} recorded minutes each`);

  // The simulator's instruments as the tick holds them: each step starts from the last quote.
  const simulation = { seed: 42 } as SimulationContext;
  const listed: ListedInstrument[] = definitions.map((definition) => {
    const mid = Decimal.from(definition.basePrice);
    return {
      instrument: {
        ...definition,
        special: definition.special ?? false,
        leverageClass: leverageClassOf({ type: definition.type, instrumentId: definition.instrumentId }),
      },
      quote: { bid: mid, ask: mid, mid, previousClose: mid, time: new Date(START_MS - 1000), source: 'simulated', fallbackSince: null },
    };
  });
  const replay = createReplaySource({ db: database.db, dataset: 'bench', anchorDay: RECORDED_DAY, nowMs: NOW_MS });
  await replay.prepare(ids, START_MS);

  let simulatedAt = START_MS;
  let replayedAt = START_MS;
  let quoted = 0;
  const simulatorRound = () => {
    const started = performance.now();
    for (let second = 0; second < SECONDS; second += 1) {
      simulatedAt += 1000;
      for (const entry of listed) {
        const update = simulateQuote(simulation, entry, simulatedAt);
        if (!update) continue;
        const mid = Decimal.from(update.mid);
        entry.quote = { ...entry.quote, bid: Decimal.from(update.bid), ask: Decimal.from(update.ask), mid, time: new Date(simulatedAt) };
      }
    }
    return performance.now() - started;
  };
  const replayRound = async () => {
    const started = performance.now();
    for (let second = 0; second < SECONDS; second += 1) {
      replayedAt += 1000;
      await replay.prepare(ids, replayedAt);
      for (const id of ids) if (replay.quoteAt(id, replayedAt)) quoted += 1;
    }
    return performance.now() - started;
  };

  simulatorRound();
  await replayRound();
  const simulator: number[] = [];
  const replayed: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternate which goes first, so neither always runs on a warmer machine.
    if (round % 2 === 0) {
      simulator.push(simulatorRound());
      replayed.push(await replayRound());
    } else {
      replayed.push(await replayRound());
      simulator.push(simulatorRound());
    }
  }
  console.log(`${quoted} replayed quotes`);
  printResults([
    {
      measure: `quote ${ids.length} instruments for ${SECONDS} s: replay vs simulator step`,
      baseline: simulator,
      subject: replayed,
      unit: 'ms',
      budget: { ratioAtMost: BUDGET_RATIO },
    },
  ]);
} finally {
  await database.close();
}
