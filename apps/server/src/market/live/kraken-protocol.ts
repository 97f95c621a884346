import { parse } from 'lossless-json';
import { type ExchangeProtocol, type ProtocolEvent } from './exchange-protocol';
import { arrayOf, objectOf, priceOf, textOf, timeOf } from './message-fields';

/**
 * Kraken's spot WebSocket API v2: plain JSON, `BTC/USD` symbols, RFC 3339 times. The `ticker`
 * channel with `event_trigger: 'bbo'` sends a snapshot and then an update whenever the best bid
 * or ask changes; once subscribed, the server sends `{"channel":"heartbeat"}` about every second.
 *
 * Kraken writes prices as JSON numbers, so messages are parsed with lossless-json, which hands
 * over each number's own text instead of a float.
 */
export const KRAKEN_PROTOCOL: ExchangeProtocol = {
  subscribe(symbols) {
    return [
      JSON.stringify({
        method: 'subscribe',
        params: { channel: 'ticker', symbol: symbols, event_trigger: 'bbo', snapshot: true },
        req_id: 1,
      }),
    ];
  },
  keepAlive: null,
  read(text) {
    const message = objectOf(
      parse(text, null, (numberText) => numberText),
      'message',
    );
    if (message.channel === 'ticker') return arrayOf(message.data, 'data').map(tickerQuote);
    if (message.channel === 'heartbeat' || message.channel === 'status') return [{ kind: 'alive' }];
    if (message.method === 'subscribe' || message.method === 'pong') {
      if (message.success === false) return [{ kind: 'rejected', reason: String(message.error ?? 'subscription refused') }];
      return [{ kind: 'alive' }];
    }
    return [{ kind: 'ignored' }];
  },
};

function tickerQuote(entry: unknown): ProtocolEvent {
  const ticker = objectOf(entry, 'ticker');
  const symbol = textOf(ticker.symbol, 'symbol');
  return {
    kind: 'quote',
    symbol,
    bid: priceOf(ticker.bid, 'bid'),
    ask: priceOf(ticker.ask, 'ask'),
    exchangeTime: timeOf(ticker.timestamp, 'timestamp'),
  };
}
