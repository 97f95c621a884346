import { BadMessageError, type ExchangeProtocol, type ProtocolEvent } from './exchange-protocol';
import { arrayOf, objectOf, priceOf, textOf } from './message-fields';

const ORDER_BOOK_PREFIX = 'order_book_';

/**
 * Bitstamp's WebSocket API v2. Each `order_book_<pair>` message is the top of the book, bids
 * best first and asks best first, as `[price, amount]` strings, with the time in microseconds.
 * Bitstamp sends no heartbeats of its own: the client sends `bts:heartbeat` and the server
 * answers, which is what tells a quiet connection from a dead one. The server may ask for a
 * reconnect (`bts:request_reconnect`) before maintenance.
 */
export const BITSTAMP_PROTOCOL: ExchangeProtocol = {
  subscribe(symbols) {
    return symbols.map((symbol) => JSON.stringify({ event: 'bts:subscribe', data: { channel: `${ORDER_BOOK_PREFIX}${symbol}` } }));
  },
  keepAlive: JSON.stringify({ event: 'bts:heartbeat' }),
  read(text) {
    const message = objectOf(JSON.parse(text), 'message');
    switch (message.event) {
      case 'data':
        return [orderBookQuote(message)];
      case 'bts:heartbeat':
      case 'bts:subscription_succeeded':
        return [{ kind: 'alive' }];
      case 'bts:request_reconnect':
        return [{ kind: 'reconnect', reason: 'the exchange asked for a reconnect' }];
      case 'bts:error': {
        const data = typeof message.data === 'object' && message.data !== null ? (message.data as Record<string, unknown>) : {};
        return [{ kind: 'rejected', reason: typeof data.message === 'string' ? data.message : 'error' }];
      }
      default:
        return [{ kind: 'ignored' }];
    }
  },
};

function orderBookQuote(message: Record<string, unknown>): ProtocolEvent {
  const channel = textOf(message.channel, 'channel');
  // Other channels' data (live_trades_*, diff_order_book_*) would need subscribing to first.
  if (!channel.startsWith(ORDER_BOOK_PREFIX)) return { kind: 'ignored' };
  const book = objectOf(message.data, 'data');
  const bestBid = arrayOf(arrayOf(book.bids, 'bids')[0], 'best bid');
  const bestAsk = arrayOf(arrayOf(book.asks, 'asks')[0], 'best ask');
  return {
    kind: 'quote',
    symbol: channel.slice(ORDER_BOOK_PREFIX.length),
    bid: priceOf(bestBid[0], 'bid'),
    ask: priceOf(bestAsk[0], 'ask'),
    exchangeTime: microsecondsToMs(book.microtimestamp),
  };
}

function microsecondsToMs(value: unknown): number | null {
  if (value === undefined) return null;
  const text = textOf(value, 'microtimestamp');
  if (!/^\d{1,17}$/.test(text)) throw new BadMessageError('microtimestamp is not a whole number');
  // Sixteen digits today: within a double's exact integers, so the division is exact to the µs.
  return Math.floor(Number(text) / 1000);
}
