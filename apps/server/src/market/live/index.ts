/** Live market data from crypto exchanges' public WebSocket feeds; see README.md beside this file. */
export { createLiveFeed, DEFAULT_STALE_AFTER_MS } from './create-live-feed';
export {
  exchangeSymbolOf,
  isLiveExchange,
  LIVE_EXCHANGE_IDS,
  LIVE_EXCHANGES,
  type LiveExchange,
  type LiveExchangeInfo,
} from './live-exchanges';
export type { LiveFeed, LiveFeedBackoff, LiveFeedHealth, LiveFeedLogger, LiveFeedOptions, LiveFeedQuote } from './live-feed-types';
export { DEFAULT_BACKOFF } from './reconnect-backoff';
