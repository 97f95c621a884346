import type { AddressInfo } from 'node:net';
import { Decimal } from '@beurs/domain';
import { WebSocketServer, type WebSocket } from 'ws';
import { startTwinRest, type TwinRest, type TwinRestProtocol } from './twin-rest';

/** The best bid/ask a twin holds for one symbol. */
export interface TwinBook {
  bid: string;
  ask: string;
  /** When the twin made it, ms since the epoch. */
  time: number;
}

/** One client connection as a twin protocol sees it. */
export interface TwinClient {
  /** The symbols this connection subscribed to. */
  readonly symbols: Set<string>;
  /** Sends a text frame, unless the connection was silenced or has closed. */
  send(text: string): void;
  /** Closes the connection the way the exchange would (a close frame). */
  close(code: number, reason: string): void;
  /** Per-connection state a protocol keeps (Coinbase's subscribe deadline, say). */
  readonly state: Map<string, unknown>;
}

/** What the generic server hands a protocol. */
export interface TwinContext {
  /** Records the subscription and sends the symbol's current book, if the twin has one. */
  subscribe(client: TwinClient, symbol: string): void;
  /** Counts a subscribe request, for `stats()`. */
  countSubscribe(): void;
}

/** One exchange's side of the protocol, as far as the twins go. */
export interface TwinProtocol {
  /** Runs for every new connection (a status message, a deadline). */
  onConnect?(client: TwinClient): void;
  /** Runs when a connection ends, to clear what onConnect set up. */
  onDisconnect?(client: TwinClient): void;
  /** Answers one message from the client; `message` is its parsed JSON, or null when unparsable. */
  onMessage(client: TwinClient, message: unknown, context: TwinContext): void;
  /** The message that carries a book to a subscribed client. */
  quote(symbol: string, book: TwinBook, kind: 'snapshot' | 'update'): string;
  /** The messages sent to a client every heartbeat period; none when the exchange sends none. */
  heartbeats?(client: TwinClient): string[];
}

/** Options every twin takes. */
export interface TwinOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** How often the twin sends heartbeats, where its exchange does. Default 1000 ms, as the exchanges. */
  heartbeatMs?: number;
  /** The clock the REST history ends at (the server's clock in a test that pins it); Date.now by default. */
  now?: () => number;
}

/** A running local stand-in for an exchange's public WebSocket market data. */
export interface LiveTwin {
  /** ws://127.0.0.1:<port>, for a feed's `url`. */
  url: string;
  /** The exchange's public OHLC endpoint on its own port (for `liveRestUrls`), where the twin has one. */
  rest: TwinRest | null;
  /** Sets a symbol's best bid/ask and sends it to every connection subscribed to the symbol. */
  publish(symbol: string, bid: string, ask: string): void;
  /** Cuts every open connection mid-stream, without a closing handshake. */
  dropConnections(): void;
  /** The open connections stop sending anything at all, while staying open; new ones are served. */
  silenceConnections(): void;
  /** Sends a text frame as it is to every open connection (bad JSON, unknown types, commands). */
  sendRaw(text: string): void;
  /**
   * Publishes `perSecond` updates a second for each symbol (a small walk from its current book,
   * or from 100.00/100.10), until the returned function is called.
   */
  stream(options: { symbols: string[]; perSecond: number }): () => void;
  stats(): TwinStats;
  /** Closes every connection and the server, and clears the twin's timers. */
  close(): Promise<void>;
}

/** Counts since the twin started. */
export interface TwinStats {
  /** Connections accepted. */
  connections: number;
  /** Connections open now. */
  open: number;
  /** Subscribe requests received. */
  subscribes: number;
  /** Quote messages sent. */
  quotesSent: number;
}

/** A spread every streamed book keeps, and the step of its walk. */
const STREAM_SPREAD = Decimal.from('0.10');
const STREAM_STEP = Decimal.from('0.01');
/** The streaming loop's period: fine enough for thousands of updates a second without a timer each. */
const STREAM_PERIOD_MS = 10;

/** Starts a WebSocket server on 127.0.0.1 that speaks `protocol`, and an HTTP server that answers `restProtocol`'s history, if given. */
export async function startTwinServer(
  protocol: TwinProtocol,
  options: TwinOptions = {},
  restProtocol?: TwinRestProtocol,
): Promise<LiveTwin> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const books = new Map<string, TwinBook>();
  const clients = new Map<WebSocket, TwinClient & { silenced: boolean }>();
  const stats: TwinStats = { connections: 0, open: 0, subscribes: 0, quotesSent: 0 };
  const streams = new Set<NodeJS.Timeout>();
  const rest = restProtocol ? await startTwinRest(restProtocol, (symbol) => books.get(symbol), options.now ?? Date.now) : null;

  const context: TwinContext = {
    subscribe(client, symbol) {
      client.symbols.add(symbol);
      const book = books.get(symbol);
      if (book !== undefined) {
        stats.quotesSent += 1;
        client.send(protocol.quote(symbol, book, 'snapshot'));
      }
    },
    countSubscribe() {
      stats.subscribes += 1;
    },
  };

  server.on('connection', (socket) => {
    stats.connections += 1;
    stats.open += 1;
    const client = {
      symbols: new Set<string>(),
      state: new Map<string, unknown>(),
      silenced: false,
      send(text: string) {
        if (!client.silenced && socket.readyState === socket.OPEN) socket.send(text);
      },
      close(code: number, reason: string) {
        socket.close(code, reason);
      },
    };
    clients.set(socket, client);
    socket.on('message', (data: Buffer) => {
      if (client.silenced) return;
      let message: unknown = null;
      try {
        message = JSON.parse(data.toString('utf8'));
      } catch {
        // The protocol answers an unparsable message as its exchange does.
      }
      protocol.onMessage(client, message, context);
    });
    socket.on('close', () => {
      stats.open -= 1;
      clients.delete(socket);
      protocol.onDisconnect?.(client);
    });
    socket.on('error', () => {
      // A client that vanished; 'close' follows.
    });
    protocol.onConnect?.(client);
  });

  const heartbeatTimer =
    protocol.heartbeats === undefined
      ? null
      : setInterval(() => {
          for (const client of clients.values()) for (const text of protocol.heartbeats?.(client) ?? []) client.send(text);
        }, options.heartbeatMs ?? 1000);

  function publish(symbol: string, bid: string, ask: string): void {
    const book = { bid, ask, time: Date.now() };
    books.set(symbol, book);
    const text = protocol.quote(symbol, book, 'update');
    for (const client of clients.values()) {
      if (!client.symbols.has(symbol)) continue;
      stats.quotesSent += 1;
      client.send(text);
    }
  }

  return {
    url: `ws://127.0.0.1:${port}`,
    rest,
    publish,
    dropConnections() {
      for (const socket of clients.keys()) socket.terminate();
    },
    silenceConnections() {
      for (const client of clients.values()) client.silenced = true;
    },
    sendRaw(text) {
      for (const client of clients.values()) client.send(text);
    },
    stream({ symbols, perSecond }) {
      let owed = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const at = performance.now();
        owed += ((at - last) * perSecond) / 1000;
        last = at;
        for (; owed >= 1; owed -= 1) {
          for (const symbol of symbols) {
            const current = books.get(symbol);
            const bid = current === undefined ? Decimal.from('100.00') : nextBid(Decimal.from(current.bid));
            publish(symbol, bid.toFixed(2), bid.add(STREAM_SPREAD).toFixed(2));
          }
        }
      }, STREAM_PERIOD_MS);
      streams.add(timer);
      return () => {
        clearInterval(timer);
        streams.delete(timer);
      };
    },
    stats() {
      return { ...stats };
    },
    async close() {
      if (heartbeatTimer !== null) clearInterval(heartbeatTimer);
      for (const timer of streams) clearInterval(timer);
      streams.clear();
      for (const socket of clients.keys()) socket.terminate();
      await rest?.close();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A step up or down at random, never below one step. */
function nextBid(bid: Decimal): Decimal {
  const next = Math.random() < 0.5 ? bid.sub(STREAM_STEP) : bid.add(STREAM_STEP);
  return next.gt(STREAM_STEP) ? next : bid.add(STREAM_STEP);
}
