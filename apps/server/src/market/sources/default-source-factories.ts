import { createLiveFeed, exchangeSymbolOf } from '../live/index';
import { createReplaySource } from '../replay/replay-source';
import type { PriceSourceFactories } from './price-sources';
import type { SourceHealth } from './source-health';

/**
 * The real live feeds (one WebSocket connection per exchange, see ../live/README.md) and replays
 * of imported recorded prices. An instrument the exchange does not list is refused at start, in
 * `resolveSourceAssignment`'s check, so every instrument given here has a symbol.
 */
export const DEFAULT_SOURCE_FACTORIES: PriceSourceFactories = {
  createLiveFeed: ({ exchange, instrumentIds, url, onQuote, log }) => {
    const source = `live:${exchange}`;
    const feed = createLiveFeed({
      exchange,
      instruments: instrumentIds.flatMap((instrumentId) => {
        const symbol = exchangeSymbolOf(exchange, instrumentId);
        return symbol ? [{ instrumentId, symbol }] : [];
      }),
      url,
      onQuote: (quote) => onQuote({ ...quote, source }),
      log,
    });
    return {
      start: () => feed.start(),
      stop: () => feed.stop(),
      health: (): SourceHealth => {
        const { badMessages: _bad, ...health } = feed.health();
        return health;
      },
    };
  },
  createReplay: ({ db, dataset, anchorDay, startMs }) => createReplaySource({ db, dataset, anchorDay, nowMs: startMs }),
};
