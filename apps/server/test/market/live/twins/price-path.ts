import { Decimal } from '@beurs/domain';
import type { LiveTwin } from './twin-server';
import { seededUniform } from '../../../seeded-uniform';

/** One book a path published. */
export interface PublishedBook {
  symbol: string;
  bid: string;
  ask: string;
}

/** A running price path on a twin: every book it published, in order. */
export interface PricePath {
  readonly published: readonly PublishedBook[];
  stop(): void;
}

/**
 * Publishes a seeded random walk of books on a twin, one per symbol every `everyMs`: each bid a
 * step of up to `maxStepThousandths` of itself from the last, the ask `spread` above it, with
 * `digits` places. Unlike `stream` (cent steps, for throughput), the steps are wide enough to
 * reach stop-losses and close-outs, and every book is kept so a test can check that each fill was
 * at a price the exchange showed.
 */
export function startPricePath(
  twin: LiveTwin,
  options: {
    symbols: ReadonlyArray<{ symbol: string; bid: string; spread: string; digits: number }>;
    everyMs: number;
    maxStepThousandths: number;
    seed: number;
  },
): PricePath {
  const draw = seededUniform(options.seed);
  const published: PublishedBook[] = [];
  const bids = new Map(options.symbols.map((each) => [each.symbol, Decimal.from(each.bid)]));
  const publish = () => {
    for (const { symbol, spread, digits } of options.symbols) {
      const last = bids.get(symbol) ?? Decimal.from(1);
      const thousandths = Math.round((draw() * 2 - 1) * options.maxStepThousandths);
      const next = last.mul(1000 + thousandths).div(1000, digits, 'half-even');
      const bid = next.isPositive() ? next : last;
      bids.set(symbol, bid);
      const book = { symbol, bid: bid.toFixed(digits), ask: bid.add(spread).toFixed(digits) };
      published.push(book);
      twin.publish(symbol, book.bid, book.ask);
    }
  };
  publish();
  const timer = setInterval(publish, options.everyMs);
  return {
    published,
    stop: () => clearInterval(timer),
  };
}
