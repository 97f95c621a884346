import type { LiveQuote } from '@beurs/domain';
import type { PricePoint } from '../market/candle-writer';
import type { TickFollowUp } from './tick-market';

/** Runs one job at a time, in the order asked. */
export type SerialQueue = <T>(job: () => Promise<T>) => Promise<T>;

/** Runs one job at a time, in the order asked: jobs on one queue never overlap. */
export function createSerialQueue(): SerialQueue {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const next = last.then(job, job);
    last = next.catch(() => undefined);
    return next;
  };
}

/** A follow-up still waiting for its turn, which later ones join. */
interface WaitingFollowUp {
  at: Date;
  quotes: Map<string, LiveQuote>;
  points: PricePoint[];
  done: Promise<void>;
}

/**
 * The second halves of ticks (candles, orders, alerts), run on `queue` one after another. A
 * follow-up asked for while another waits its turn joins it: the latest quote of each instrument,
 * every price point in order, the latest instant. So when quotes arrive faster than the engine
 * passes, each pass takes everything written since the last one and none falls behind; the
 * engine reads the quotes again in each account's transaction, so a joined pass settles at the
 * quotes as they are then. The promise settles when the pass that took this follow-up has run.
 */
export function createFollowUpLane(queue: SerialQueue, settle: (followUp: TickFollowUp) => Promise<void>) {
  let waiting: WaitingFollowUp | null = null;
  return (followUp: TickFollowUp): Promise<void> => {
    if (waiting) {
      if (followUp.at > waiting.at) waiting.at = followUp.at;
      for (const quote of followUp.quotes) waiting.quotes.set(quote.instrument_id, quote);
      waiting.points.push(...followUp.points);
      return waiting.done;
    }
    const joined: WaitingFollowUp = {
      at: followUp.at,
      quotes: new Map(followUp.quotes.map((quote) => [quote.instrument_id, quote])),
      points: [...followUp.points],
      done: Promise.resolve(),
    };
    const done = queue(async () => {
      // From now on a new follow-up waits for the next pass.
      if (waiting === joined) waiting = null;
      await settle({ at: joined.at, quotes: [...joined.quotes.values()], points: joined.points });
    });
    joined.done = done;
    waiting = joined;
    return done;
  };
}
