import type { LiveQuote } from '@beurs/domain';
import { isNewer } from './apply-quotes';

/** Collects quote pushes and hands them on together. */
export interface QuoteBuffer {
  push(quotes: readonly LiveQuote[]): void;
  /** Drops what is pending. */
  cancel(): void;
}

/** Runs `flush` later; returns how to cancel it. Defaults to the next animation frame. */
export type Scheduler = (flush: () => void) => () => void;

const nextFrame: Scheduler = (flush) => {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(flush, 16);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(flush);
  return () => cancelAnimationFrame(frame);
};

/**
 * The server emits one `quotes` event per instrument that moved, so a tick of a hundred
 * instruments is a hundred socket messages, each its own task: applied one by one, the exchange
 * would render a hundred times a second. This keeps the latest quote of each instrument and hands
 * them to `apply` once per animation frame. In a hidden tab frames stop and the buffer holds one
 * quote per instrument until the tab is shown again.
 *
 * @example
 * const buffer = createQuoteBuffer((quotes) => store.applyQuotes(quotes));
 * realtime.onQuotes(buffer.push);
 */
export function createQuoteBuffer(apply: (quotes: readonly LiveQuote[]) => void, schedule: Scheduler = nextFrame): QuoteBuffer {
  let pending = new Map<string, LiveQuote>();
  let cancelFlush: (() => void) | null = null;
  const flush = () => {
    cancelFlush = null;
    const quotes = [...pending.values()];
    pending = new Map();
    apply(quotes);
  };
  return {
    push(quotes) {
      for (const quote of quotes) {
        const seen = pending.get(quote.instrument_id);
        if (!seen || !isNewer(seen.time, quote.time)) pending.set(quote.instrument_id, quote);
      }
      if (pending.size > 0) cancelFlush ??= schedule(flush);
    },
    cancel() {
      cancelFlush?.();
      cancelFlush = null;
      pending = new Map();
    },
  };
}
