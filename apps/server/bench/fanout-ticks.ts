import { Decimal, type LiveQuote } from '@beurs/domain';
import { INSTRUMENT_CATALOGUE } from '../src/market/instrument-catalogue';

/** How many instruments each socket of the fan-out bench streams: a full exchange screen's worth. */
export const FANOUT_INSTRUMENT_COUNT = 20;

/** The instruments of the fan-out bench, the same on the broker and on the raw `ws` baseline. */
export const FANOUT_INSTRUMENTS = INSTRUMENT_CATALOGUE.slice(0, FANOUT_INSTRUMENT_COUNT);

/** What a tick run reports to the bench: when it started, on the wall clock both processes read. */
export interface TickRun {
  startedAt: number;
  emittedMs: number;
}

/**
 * Publishes `ticks` ticks in which every fan-out instrument moves, `gapMs` apart (0: back to back,
 * yielding to I/O between ticks, as the feed's timer does). Each quote's `time` is the wall clock
 * of its tick, so a receiver can tell how old it is; it always moves forwards, as a quote book
 * that ignores older quotes requires.
 */
export async function runFanoutTicks(publish: (quotes: LiveQuote[]) => void, ticks: number, gapMs: number): Promise<TickRun> {
  const startedAt = Date.now();
  let last = 0;
  for (let tick = 0; tick < ticks; tick += 1) {
    const at = Math.max(Date.now(), last + 1);
    last = at;
    const time = new Date(at).toISOString();
    publish(
      FANOUT_INSTRUMENTS.map((instrument) => {
        // One to fifty points above the base price, a point more each tick: consecutive ticks always differ.
        const bid = Decimal.from(instrument.basePrice).add(
          Decimal.from((tick % 50) + 1).div(10 ** instrument.digits, instrument.digits, 'half-even'),
        );
        return {
          instrument_id: instrument.instrumentId,
          bid: bid.toFixed(instrument.digits),
          ask: bid.add(instrument.spread).toFixed(instrument.digits),
          time,
        };
      }),
    );
    await new Promise((resolve) => (gapMs > 0 ? setTimeout(resolve, gapMs) : setImmediate(resolve)));
  }
  return { startedAt, emittedMs: Date.now() - startedAt };
}

/** The heap in use after full collections (the process must run with `--expose-gc`). */
export function heapAfterGc(): number {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with --expose-gc to measure the heap');
  for (let round = 0; round < 3; round += 1) collect();
  return process.memoryUsage().heapUsed;
}
