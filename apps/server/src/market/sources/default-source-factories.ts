import type { PriceSourceFactories } from './price-sources';
import { stoppedHealth } from './source-health';

/**
 * The real live feeds and replays. Until an adapter is wired, a configured source reports itself
 * down rather than pretending to quote.
 */
export const DEFAULT_SOURCE_FACTORIES: PriceSourceFactories = {
  createLiveFeed: ({ exchange }) => ({
    start: () => undefined,
    stop: async () => undefined,
    health: () => ({ ...stoppedHealth(`live:${exchange}`, 'no adapter'), state: 'down' }),
  }),
  createReplay: () => ({
    prepare: async () => undefined,
    quoteAt: () => null,
  }),
};
