import { COINBASE_REST } from './coinbase-rest';
import { startTwinServer, type LiveTwin, type TwinClient, type TwinOptions, type TwinProtocol } from './twin-server';

/** Options of the Coinbase twin. */
export interface CoinbaseTwinOptions extends TwinOptions {
  /** A connection that has not subscribed by then is closed. Default 5000 ms, as Coinbase. */
  subscribeWithinMs?: number;
}

const DEADLINE = 'subscribe-deadline';
const HEARTBEATS = 'heartbeat-products';
const PRODUCT = /^[A-Z0-9]{2,10}-[A-Z]{3,4}$/;

function coinbaseTwin(subscribeWithinMs: number): TwinProtocol {
  let sequence = 1;
  let tradeId = 1;
  const error = (client: TwinClient, reason: string) =>
    client.send(JSON.stringify({ type: 'error', message: 'Failed to subscribe', reason }));
  return {
    onConnect(client) {
      const deadline = setTimeout(() => {
        error(client, 'You must send a subscribe message within 5 seconds of connecting');
        client.close(1008, 'subscribe timeout');
      }, subscribeWithinMs);
      client.state.set(DEADLINE, deadline);
    },
    onDisconnect(client) {
      clearTimeout(client.state.get(DEADLINE) as NodeJS.Timeout);
    },
    onMessage(client, message, context) {
      const request = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
      if (request.type !== 'subscribe') {
        error(client, request.type === undefined ? 'malformed JSON' : `${String(request.type)} is not a valid message type`);
        return;
      }
      const products = Array.isArray(request.product_ids) ? request.product_ids.filter((id): id is string => typeof id === 'string') : [];
      const channels = Array.isArray(request.channels) ? request.channels.filter((name): name is string => typeof name === 'string') : [];
      const invalid = products.find((id) => !PRODUCT.test(id));
      if (invalid !== undefined || products.length === 0) {
        error(client, `${invalid ?? 'no product'} is not a valid product`);
        return;
      }
      clearTimeout(client.state.get(DEADLINE) as NodeJS.Timeout);
      context.countSubscribe();
      client.send(JSON.stringify({ type: 'subscriptions', channels: channels.map((name) => ({ name, product_ids: products })) }));
      if (channels.includes('heartbeat')) client.state.set(HEARTBEATS, products);
      if (channels.includes('ticker')) for (const product of products) context.subscribe(client, product);
    },
    quote(symbol, book) {
      sequence += 1;
      tradeId += 1;
      return JSON.stringify({
        type: 'ticker',
        sequence,
        product_id: symbol,
        price: book.bid,
        open_24h: book.bid,
        volume_24h: '1234.5',
        low_24h: book.bid,
        high_24h: book.ask,
        volume_30d: '45678.9',
        best_bid: book.bid,
        best_bid_size: '0.5',
        best_ask: book.ask,
        best_ask_size: '0.25',
        side: 'sell',
        time: new Date(book.time).toISOString(),
        trade_id: tradeId,
        last_size: '0.01',
      });
    },
    heartbeats(client) {
      const products = (client.state.get(HEARTBEATS) as string[] | undefined) ?? [];
      const time = new Date().toISOString();
      return products.map((product_id) => JSON.stringify({ type: 'heartbeat', sequence, last_trade_id: tradeId, product_id, time }));
    },
  };
}

/**
 * Starts a local Coinbase Exchange feed twin on 127.0.0.1: `subscribe` to `ticker` and
 * `heartbeat` answered with `subscriptions`; a ticker (best_bid, best_ask as strings) on subscribe
 * and on each update; one heartbeat per product each period; an `error` and a close for a
 * connection that has not subscribed within subscribeWithinMs.
 */
export function startCoinbaseTwin(options: CoinbaseTwinOptions = {}): Promise<LiveTwin> {
  return startTwinServer(coinbaseTwin(options.subscribeWithinMs ?? 5000), options, COINBASE_REST);
}
