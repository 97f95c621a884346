import WebSocket from 'ws';
import { BITSTAMP_PROTOCOL } from './bitstamp-protocol';
import { COINBASE_PROTOCOL } from './coinbase-protocol';
import type { ExchangeProtocol, ProtocolEvent } from './exchange-protocol';
import { KRAKEN_PROTOCOL } from './kraken-protocol';
import { LIVE_EXCHANGES, type LiveExchange } from './live-exchanges';
import type { LiveFeed, LiveFeedHealth, LiveFeedOptions } from './live-feed-types';
import { DEFAULT_BACKOFF, reconnectDelayMs } from './reconnect-backoff';

const PROTOCOLS: Readonly<Record<LiveExchange, ExchangeProtocol>> = {
  kraken: KRAKEN_PROTOCOL,
  coinbase: COINBASE_PROTOCOL,
  bitstamp: BITSTAMP_PROTOCOL,
};

/** Used when a feed is not given its own staleAfterMs. */
export const DEFAULT_STALE_AFTER_MS = 15_000;

/** A bad message is logged at once, then at most this often, with the count since. */
const BAD_MESSAGE_LOG_EVERY_MS = 60_000;

/**
 * A feed of best bid/ask for some crypto instruments from one exchange's public WebSocket market
 * data (no API key). One connection carries all the instruments. A connection that closes,
 * fails, or sends nothing for staleAfterMs is dropped and reopened after an exponential,
 * jittered backoff, and subscribes again. Unknown message types are ignored; a message that
 * cannot be read is logged and counted in health(), never thrown.
 *
 * @throws RangeError when `url` is not a ws:/wss: URL, or `instruments` is empty or names a symbol twice.
 * @example
 * const feed = createLiveFeed({
 *   exchange: 'kraken',
 *   instruments: [{ instrumentId: 'BTCUSD', symbol: exchangeSymbolOf('kraken', 'BTCUSD')! }],
 *   onQuote: (quote) => book.set(quote.instrumentId, quote),
 *   log: app.log,
 * });
 * feed.start();
 * // …
 * await feed.stop();
 */
export function createLiveFeed(options: LiveFeedOptions): LiveFeed {
  const { exchange, log, onQuote } = options;
  const id = `live:${exchange}`;
  const protocol = PROTOCOLS[exchange];
  const url = options.url ?? LIVE_EXCHANGES[exchange].url;
  const now = options.now ?? Date.now;
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  checkUrl(url);
  const instrumentOf = symbolIndex(options.instruments);
  const symbols = [...instrumentOf.keys()];

  const health: LiveFeedHealth = {
    source: id,
    state: 'stopped',
    messages: 0,
    badMessages: 0,
    reconnects: 0,
    lastMessageAt: null,
    lagMs: null,
    detail: null,
  };
  // Why the connection is not serving (an error, a close, silence), until the exchange answers.
  let trouble: string | null = null;
  // What the exchange refused on the current connection (a pair it does not list), kept while ok.
  let refused: string | null = null;
  let running = false;
  let socket: WebSocket | null = null;
  let connections = 0;
  // Failed attempts since the last connection the exchange answered on: the backoff's exponent.
  let failedAttempts = 0;
  let staleTimer: NodeJS.Timeout | null = null;
  let keepAliveTimer: NodeJS.Timeout | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let badSinceLog = 0;
  let lastBadLogAt = Number.NEGATIVE_INFINITY;

  function connect(): void {
    reconnectTimer = null;
    if (!running) return;
    if (connections > 0) health.reconnects += 1;
    connections += 1;
    health.state = 'connecting';
    refused = null;
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch (error) {
      // The URL was checked when the feed was made; this is the socket failing to start at all.
      trouble = error instanceof Error ? error.message : String(error);
      log.error({ err: error, source: id }, 'live feed could not open a connection');
      scheduleReconnect();
      return;
    }
    socket = ws;
    // Armed before the socket opens, so a connect that hangs is given up like a silent connection.
    staleTimer = setTimeout(() => onSilent(ws), staleAfterMs);
    ws.on('open', () => {
      if (socket !== ws) return;
      for (const message of protocol.subscribe(symbols)) ws.send(message);
      if (protocol.keepAlive !== null) {
        const keepAlive = protocol.keepAlive;
        // Three asks per stale period: one lost answer does not make a healthy connection stale.
        keepAliveTimer = setInterval(() => ws.send(keepAlive), Math.max(1, Math.floor(staleAfterMs / 3)));
      }
    });
    ws.on('message', (data: WebSocket.RawData) => {
      if (socket !== ws) return;
      staleTimer?.refresh();
      onMessage(ws, rawText(data));
    });
    ws.on('error', (error: Error) => {
      if (socket !== ws) return;
      trouble = error.message;
    });
    ws.on('close', (code: number, reason: Buffer) => {
      if (socket !== ws) return;
      onClosed(code, reason.toString('utf8'));
    });
  }

  function onMessage(ws: WebSocket, text: string): void {
    const receivedAt = now();
    health.messages += 1;
    health.lastMessageAt = receivedAt;
    let events: ProtocolEvent[];
    try {
      events = protocol.read(text);
    } catch (error) {
      onBadMessage(text, error, receivedAt);
      return;
    }
    for (const event of events) {
      switch (event.kind) {
        case 'quote': {
          const instrumentId = instrumentOf.get(event.symbol);
          // A symbol we did not ask for: another client's subscription on a shared mirror, say.
          if (instrumentId === undefined) break;
          markOk();
          if (event.exchangeTime !== null) health.lagMs = receivedAt - event.exchangeTime;
          try {
            onQuote({ instrumentId, bid: event.bid, ask: event.ask, exchangeTime: event.exchangeTime, receivedAt });
          } catch (error) {
            log.error({ err: error, source: id, instrumentId }, 'live feed quote handler failed');
          }
          break;
        }
        case 'alive':
          markOk();
          break;
        case 'rejected':
          refused = event.reason;
          log.warn({ source: id, reason: event.reason }, 'live feed: the exchange reported an error');
          break;
        case 'reconnect':
          log.info({ source: id, reason: event.reason }, 'live feed reconnecting');
          trouble = event.reason;
          // Asked, not failed: the next attempt goes out after the shortest wait.
          failedAttempts = 0;
          ws.terminate();
          return;
        case 'ignored':
          break;
      }
    }
  }

  function markOk(): void {
    if (health.state === 'ok') return;
    health.state = 'ok';
    trouble = null;
    failedAttempts = 0;
    log.info({ source: id, reconnects: health.reconnects }, 'live feed connected');
  }

  function onBadMessage(text: string, error: unknown, receivedAt: number): void {
    health.badMessages += 1;
    badSinceLog += 1;
    if (receivedAt - lastBadLogAt < BAD_MESSAGE_LOG_EVERY_MS) return;
    log.warn(
      { source: id, badMessages: badSinceLog, reason: error instanceof Error ? error.message : String(error), sample: text.slice(0, 200) },
      'live feed could not read a message',
    );
    badSinceLog = 0;
    lastBadLogAt = receivedAt;
  }

  function onSilent(ws: WebSocket): void {
    if (socket !== ws) return;
    trouble = `no message for ${staleAfterMs} ms`;
    log.warn({ source: id, staleAfterMs }, 'live feed went silent; reconnecting');
    // terminate, not close: a silent peer would not answer a closing handshake either.
    ws.terminate();
  }

  function onClosed(code: number, reason: string): void {
    clearConnectionTimers();
    socket = null;
    if (!running) return;
    const wasOk = health.state === 'ok';
    trouble ??= `connection closed (${code}${reason === '' ? '' : ` ${reason}`})`;
    const delayMs = scheduleReconnect();
    (wasOk ? log.warn : log.info).call(log, { source: id, code, detail: trouble, delayMs }, 'live feed disconnected');
  }

  function scheduleReconnect(): number {
    health.state = 'down';
    const delayMs = reconnectDelayMs(backoff, failedAttempts);
    failedAttempts += 1;
    reconnectTimer = setTimeout(connect, delayMs);
    return delayMs;
  }

  function clearConnectionTimers(): void {
    if (staleTimer !== null) clearTimeout(staleTimer);
    if (keepAliveTimer !== null) clearInterval(keepAliveTimer);
    staleTimer = null;
    keepAliveTimer = null;
  }

  return {
    id,
    start() {
      if (running) return;
      running = true;
      trouble = null;
      connect();
    },
    async stop() {
      running = false;
      health.state = 'stopped';
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      clearConnectionTimers();
      const open = socket;
      socket = null;
      if (open === null || open.readyState === WebSocket.CLOSED) return;
      const closed = new Promise<void>((resolve) => open.once('close', () => resolve()));
      // No closing handshake to wait on: the exchange has nothing to say that we still want.
      open.terminate();
      await closed;
    },
    health() {
      return { ...health, detail: health.state === 'stopped' ? null : (trouble ?? refused) };
    },
  };
}

function checkUrl(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new RangeError(`not a URL: ${url}`);
  }
  if (protocol !== 'ws:' && protocol !== 'wss:') throw new RangeError(`a live feed needs a ws: or wss: URL, not ${url}`);
}

function symbolIndex(instruments: LiveFeedOptions['instruments']): Map<string, string> {
  if (instruments.length === 0) throw new RangeError('a live feed needs at least one instrument');
  const index = new Map<string, string>();
  for (const { instrumentId, symbol } of instruments) {
    if (index.has(symbol)) throw new RangeError(`symbol ${symbol} is listed twice`);
    index.set(symbol, instrumentId);
  }
  return index;
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return Buffer.from(data).toString('utf8');
}
