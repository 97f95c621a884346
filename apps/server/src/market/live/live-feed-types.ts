import type { LiveExchange } from './live-exchanges';

/** One best bid/ask from an exchange, for one of our instruments. */
export interface LiveFeedQuote {
  instrumentId: string;
  /** Best bid, the exact decimal text the exchange sent (never read through a float). */
  bid: string;
  /** Best ask, the exact decimal text the exchange sent. */
  ask: string;
  /** When the exchange says the quote was made (ms since the epoch), or null if it did not say. */
  exchangeTime: number | null;
  /** When this process read the message (ms since the epoch, from the feed's `now`). */
  receivedAt: number;
}

/** How a feed is doing, for health checks and metrics. */
export interface LiveFeedHealth {
  /** The feed's id, `live:<exchange>`. */
  source: string;
  /**
   * `connecting`: started, no sign of life on the current connection yet. `ok`: the exchange
   * answered (subscription, heartbeat or quote). `down`: the connection closed, failed or went
   * silent, and a reconnect is pending. `stopped`: not started, or stopped.
   */
  state: 'connecting' | 'ok' | 'down' | 'stopped';
  /** Every message received since creation, good or bad. */
  messages: number;
  /** Messages that could not be read (bad JSON, missing or malformed prices); each is logged. */
  badMessages: number;
  /** Connections opened after the first one. */
  reconnects: number;
  lastMessageAt: number | null;
  /** receivedAt − exchangeTime of the last quote that carried an exchange time. */
  lagMs: number | null;
  /** Why the feed is not ok (the last close, error or silence), or null. */
  detail: string | null;
}

/** The logger a feed writes to: pino's (and Fastify's) `(object, message)` form. */
export interface LiveFeedLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How long to wait between connection attempts: doubling from initialMs up to maxMs, jittered. */
export interface LiveFeedBackoff {
  initialMs: number;
  maxMs: number;
}

/** What `createLiveFeed` needs. */
export interface LiveFeedOptions {
  exchange: LiveExchange;
  /** The instruments to quote, each with the exchange's symbol for it (see `exchangeSymbolOf`). */
  instruments: ReadonlyArray<{ instrumentId: string; symbol: string }>;
  /** Another WebSocket endpoint than the exchange's own (a local server in tests, a mirror). */
  url?: string;
  /** Called for every best bid/ask received. An exception it throws is logged, not propagated. */
  onQuote(quote: LiveFeedQuote): void;
  log: LiveFeedLogger;
  /** The clock for receivedAt and lastMessageAt; Date.now by default. */
  now?: () => number;
  /** A connection that sends nothing for this long is closed and reopened. Default 15 000 ms. */
  staleAfterMs?: number;
  /** Default { initialMs: 500, maxMs: 30 000 }. */
  backoff?: LiveFeedBackoff;
}

/** A running connection to one exchange's public market data. */
export interface LiveFeed {
  /** `live:<exchange>`. */
  readonly id: string;
  /** Opens the connection and keeps it open (reconnecting) until stop(). Calling it twice does nothing. */
  start(): void;
  /** Closes the connection and clears every timer; resolves once the socket is closed. */
  stop(): Promise<void>;
  health(): LiveFeedHealth;
}
