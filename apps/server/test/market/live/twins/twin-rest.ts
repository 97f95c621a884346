import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Decimal } from '@beurs/domain';
import type { TwinBook } from './twin-server';

/** One generated candle, its prices as decimal text, its start in seconds since the epoch. */
export interface TwinCandle {
  timeSec: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** What an exchange's OHLC request asks for, once read. */
export interface TwinHistoryQuery {
  /** The symbol as the twin's books name it (its WebSocket symbol). */
  symbol: string;
  intervalSec: number;
  /** The latest candle to answer starts at or before this (null: up to now). */
  endSec: number | null;
  /** The earliest candle to answer starts at or after this (null: as far back as `limit` goes). */
  startSec: number | null;
  limit: number;
}

/** One exchange's OHLC endpoint as far as the twins go. */
export interface TwinRestProtocol {
  /** Reads a request: a query to answer, or an error answer in the exchange's words (an unknown pair, a bad interval). */
  read(url: URL): TwinHistoryQuery | { status: number; body: string };
  /** The candles (oldest first) in the exchange's format. */
  write(query: TwinHistoryQuery, candles: readonly TwinCandle[]): string;
  /** How many candles of an interval the exchange keeps, counted back from now: Kraken keeps 720. */
  depth: number;
}

/** How the twin's REST endpoint misbehaves, for tests: a server error, or an answer that never comes. */
export type TwinRestFault = 'error' | 'hang' | null;

/** The REST side of a twin. */
export interface TwinRest {
  /** http://127.0.0.1:<port>, for `liveRestUrls`. */
  url: string;
  /** Makes every request from now on fail as said (null: answer again). */
  fault(fault: TwinRestFault): void;
  /** The requests received since the start, by path and query. */
  requests(): readonly string[];
  close(): Promise<void>;
}

/**
 * A deterministic history of `intervalSec` candles on multiples of the interval since the epoch
 * (so its weeks start on Thursdays, which a server must not take for Mondays' weeks), ending with
 * the bucket of `nowSec` whose close is the book's mid: a seeded walk back from the book, so the
 * history joins the live price. Candles `depth` or more buckets back do not exist.
 */
export function twinCandles(book: TwinBook | undefined, query: TwinHistoryQuery, nowSec: number, depth: number): TwinCandle[] {
  const bid = book?.bid ?? '100.00';
  const ask = book?.ask ?? '100.10';
  const digits = Math.max(2, (bid.split('.')[1] ?? '').length);
  const current = Math.floor(nowSec / query.intervalSec) * query.intervalSec;
  const last = Math.min(current, query.endSec === null ? current : Math.floor(query.endSec / query.intervalSec) * query.intervalSec);
  const oldestKept = current - (depth - 1) * query.intervalSec;
  const first = Math.max(
    oldestKept,
    query.startSec === null ? -Infinity : Math.ceil(query.startSec / query.intervalSec) * query.intervalSec,
    last - (query.limit - 1) * query.intervalSec,
  );
  if (last < first) return [];
  // Walks back from the current bucket, whose close is the mid: each close is the next one's open.
  const candles: TwinCandle[] = [];
  let close = Decimal.from(bid)
    .add(ask)
    .div(2, digits + 1)
    .toNumber();
  const mid = Decimal.from(bid)
    .add(ask)
    .div(2, digits + 1)
    .toString();
  for (let time = current; time >= first; time -= query.intervalSec) {
    const draw = uniform(`${query.symbol}:${query.intervalSec}:${time}`);
    const open = close * (1 + (draw - 0.5) * 0.004);
    const wick = 1 + uniform(`${query.symbol}:${time}:wick`) * 0.001;
    if (time <= last) {
      candles.push({
        timeSec: time,
        open: open.toFixed(digits),
        high: (Math.max(open, close) * wick).toFixed(digits),
        low: (Math.min(open, close) / wick).toFixed(digits),
        close: time === current ? mid : close.toFixed(digits),
        volume: (uniform(`${query.symbol}:${time}:volume`) * 12).toFixed(8),
      });
    }
    close = open;
  }
  // The current bucket's close is the mid exactly; its high and low hold it.
  const newest = candles[0];
  if (newest !== undefined && newest.timeSec === current) {
    newest.high = Decimal.max(newest.high, mid).toString();
    newest.low = Decimal.min(newest.low, mid).toString();
  }
  return candles.reverse();
}

/** A number in [0, 1) from a text, the same every run (FNV-1a). */
function uniform(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** Starts an HTTP server on 127.0.0.1 that answers `protocol`'s OHLC requests from the twin's books. */
export async function startTwinRest(
  protocol: TwinRestProtocol,
  books: (symbol: string) => TwinBook | undefined,
  now: () => number,
): Promise<TwinRest> {
  let fault: TwinRestFault = null;
  const seen: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://twin');
    seen.push(`${url.pathname}${url.search}`);
    if (fault === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    const answer = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (fault === 'error') return answer(500, '{"message":"Internal server error"}');
    const query = protocol.read(url);
    if ('status' in query) return answer(query.status, query.body);
    answer(200, protocol.write(query, twinCandles(books(query.symbol), query, Math.floor(now() / 1000), protocol.depth)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fault(next) {
      fault = next;
    },
    requests: () => [...seen],
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
