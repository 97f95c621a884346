import { type ExchangeProtocol } from './exchange-protocol';
import { objectOf, priceOf, textOf, timeOf } from './message-fields';

/**
 * Coinbase Exchange's public feed. The server closes a connection that has not subscribed within
 * 5 seconds, so the subscription goes out as soon as the socket opens. The `ticker` channel
 * carries best_bid and best_ask (as strings) with every trade; the `heartbeat` channel sends one
 * message a second per product, which keeps a quiet market's connection visibly alive. Message
 * types the feed does not know are ignored, as the feed's documentation asks of clients.
 */
export const COINBASE_PROTOCOL: ExchangeProtocol = {
  subscribe(symbols) {
    return [JSON.stringify({ type: 'subscribe', product_ids: symbols, channels: ['ticker', 'heartbeat'] })];
  },
  keepAlive: null,
  read(text) {
    const message = objectOf(JSON.parse(text), 'message');
    switch (message.type) {
      case 'ticker':
        return [
          {
            kind: 'quote',
            symbol: textOf(message.product_id, 'product_id'),
            bid: priceOf(message.best_bid, 'best_bid'),
            ask: priceOf(message.best_ask, 'best_ask'),
            exchangeTime: timeOf(message.time, 'time'),
          },
        ];
      case 'heartbeat':
      case 'subscriptions':
        return [{ kind: 'alive' }];
      case 'error':
        return [
          { kind: 'rejected', reason: [message.message, message.reason].filter((part) => typeof part === 'string').join(': ') || 'error' },
        ];
      default:
        return [{ kind: 'ignored' }];
    }
  },
};
