import { Decimal } from '@beurs/domain';
import { BITSTAMP_REST } from './bitstamp-rest';
import { startTwinServer, type LiveTwin, type TwinOptions, type TwinProtocol } from './twin-server';

const CHANNEL = /^order_book_([a-z0-9]{4,12})$/;

/** The message with which Bitstamp asks its clients to reconnect, for `sendRaw`. */
export const BITSTAMP_REQUEST_RECONNECT = JSON.stringify({ event: 'bts:request_reconnect', channel: '', data: '' });

/**
 * Bitstamp's WebSocket API v2 as far as the order book goes: `bts:subscribe` to
 * `order_book_<pair>` answered with `bts:subscription_succeeded` and the current book; each
 * update the top of the book (`[price, amount]` strings) with timestamp and microtimestamp;
 * `bts:heartbeat` answered, and no heartbeat sent unasked; `bts:error` for what it cannot read.
 */
const BITSTAMP_TWIN: TwinProtocol = {
  onMessage(client, message, context) {
    const request = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
    if (request.event === 'bts:heartbeat') {
      client.send(JSON.stringify({ event: 'bts:heartbeat', channel: '', data: { status: 'success' } }));
      return;
    }
    const data = (request.data ?? {}) as Record<string, unknown>;
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const pair = CHANNEL.exec(channel)?.[1];
    if (request.event !== 'bts:subscribe' || pair === undefined) {
      client.send(JSON.stringify({ event: 'bts:error', channel: '', data: { code: null, message: 'Bad subscription string.' } }));
      return;
    }
    context.countSubscribe();
    client.send(JSON.stringify({ event: 'bts:subscription_succeeded', channel, data: {} }));
    context.subscribe(client, pair);
  },
  quote(symbol, book) {
    const microseconds = `${book.time}000`;
    return JSON.stringify({
      data: {
        timestamp: String(Math.floor(book.time / 1000)),
        microtimestamp: microseconds,
        // Best first on both sides, and a second level behind it, as the real book has a hundred.
        bids: [
          [book.bid, '0.50000000'],
          [Decimal.from(book.bid).mul('0.99').toString(), '1.00000000'],
        ],
        asks: [
          [book.ask, '0.25000000'],
          [Decimal.from(book.ask).mul('1.01').toString(), '2.00000000'],
        ],
      },
      channel: `order_book_${symbol}`,
      event: 'data',
    });
  },
};

/** Starts a local Bitstamp twin on 127.0.0.1. */
export function startBitstampTwin(options: TwinOptions = {}): Promise<LiveTwin> {
  return startTwinServer(BITSTAMP_TWIN, options, BITSTAMP_REST);
}
