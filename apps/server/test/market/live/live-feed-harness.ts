import { createLiveFeed, type LiveExchange, type LiveFeed, type LiveFeedOptions, type LiveFeedQuote } from '../../../src/market/live/index';
import { startBitstampTwin, startCoinbaseTwin, startKrakenTwin, type LiveTwin, type TwinOptions } from './twins/index';

/** Each exchange with its twin and the symbols its feed uses for two of our instruments. */
export const EXCHANGE_CASES: ReadonlyArray<{
  exchange: LiveExchange;
  startTwin: (options?: TwinOptions) => Promise<LiveTwin>;
  btc: string;
  doge: string;
}> = [
  { exchange: 'kraken', startTwin: startKrakenTwin, btc: 'BTC/USD', doge: 'DOGE/USD' },
  { exchange: 'coinbase', startTwin: startCoinbaseTwin, btc: 'BTC-USD', doge: 'DOGE-USD' },
  { exchange: 'bitstamp', startTwin: startBitstampTwin, btc: 'btcusd', doge: 'dogeusd' },
];

/** A logger that keeps what it is given, so a test can read what an operator would. */
export interface RecordingLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  readonly lines: Array<{ level: 'info' | 'warn' | 'error'; obj: object; msg: string }>;
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
}

/** A started feed against a twin, with the quotes it delivered and its log. */
export interface FeedUnderTest {
  feed: LiveFeed;
  quotes: LiveFeedQuote[];
  log: RecordingLogger;
}

export function startFeed(options: Pick<LiveFeedOptions, 'exchange' | 'instruments' | 'url'> & Partial<LiveFeedOptions>): FeedUnderTest {
  const quotes: LiveFeedQuote[] = [];
  const log = recordingLogger();
  const feed = createLiveFeed({
    log,
    onQuote: (quote) => quotes.push(quote),
    // Short waits so that reconnects happen within a test, not the production 0.5 s to 30 s.
    backoff: { initialMs: 20, maxMs: 200 },
    ...options,
  });
  feed.start();
  return { feed, quotes, log };
}

/** Waits until the condition holds; fails the test after timeoutMs. */
export async function until(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
