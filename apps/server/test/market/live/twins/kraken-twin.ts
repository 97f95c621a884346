import { LosslessNumber, stringify } from 'lossless-json';
import { KRAKEN_REST } from './kraken-rest';
import { startTwinServer, type LiveTwin, type TwinOptions, type TwinProtocol } from './twin-server';

/** Symbols Kraken's v2 API writes as BASE/QUOTE. The twin refuses others, as Kraken does unknown pairs. */
const SYMBOL = /^[A-Z0-9]{2,10}\/[A-Z]{3,4}$/;

/**
 * Kraken's spot WebSocket API v2 as far as the ticker goes: a status message on connect;
 * `subscribe` to `ticker` answered by one ack per symbol (or `success: false` for a pair it does
 * not know) and a snapshot; updates; `{"channel":"heartbeat"}` every heartbeat period to
 * connections with a subscription; `ping` answered with `pong`. Prices are JSON numbers, written
 * digit for digit as published.
 */
const KRAKEN_TWIN: TwinProtocol = {
  onConnect(client) {
    client.send(
      JSON.stringify({
        channel: 'status',
        type: 'update',
        data: [{ api_version: 'v2', connection_id: 1, system: 'online', version: '2.0.10' }],
      }),
    );
  },
  onMessage(client, message, context) {
    const request = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
    const stamps = { time_in: new Date().toISOString(), time_out: new Date().toISOString() };
    if (request.method === 'ping') {
      client.send(JSON.stringify({ method: 'pong', req_id: request.req_id, ...stamps }));
      return;
    }
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (request.method !== 'subscribe' || params.channel !== 'ticker' || !Array.isArray(params.symbol)) {
      client.send(
        JSON.stringify({ error: 'Unsupported request', method: request.method, req_id: request.req_id, success: false, ...stamps }),
      );
      return;
    }
    context.countSubscribe();
    for (const symbol of params.symbol) {
      if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) {
        client.send(
          JSON.stringify({
            error: `Currency pair not supported ${String(symbol)}`,
            method: 'subscribe',
            req_id: request.req_id,
            success: false,
            symbol,
            ...stamps,
          }),
        );
        continue;
      }
      const result = { channel: 'ticker', event_trigger: params.event_trigger ?? 'trades', snapshot: params.snapshot ?? true, symbol };
      client.send(JSON.stringify({ method: 'subscribe', req_id: request.req_id, result, success: true, ...stamps }));
      context.subscribe(client, symbol);
    }
  },
  quote(symbol, book, kind) {
    const ticker = {
      symbol,
      bid: new LosslessNumber(book.bid),
      bid_qty: new LosslessNumber('0.50000000'),
      ask: new LosslessNumber(book.ask),
      ask_qty: new LosslessNumber('0.25000000'),
      last: new LosslessNumber(book.bid),
      volume: new LosslessNumber('1234.5'),
      vwap: new LosslessNumber(book.bid),
      low: new LosslessNumber(book.bid),
      high: new LosslessNumber(book.ask),
      change: new LosslessNumber('0.0'),
      change_pct: new LosslessNumber('0.00'),
      timestamp: new Date(book.time).toISOString(),
    };
    return stringify({ channel: 'ticker', type: kind, data: [ticker] }) ?? '';
  },
  heartbeats(client) {
    return client.symbols.size > 0 ? ['{"channel":"heartbeat"}'] : [];
  },
};

/** Starts a local Kraken v2 twin on 127.0.0.1. */
export function startKrakenTwin(options: TwinOptions = {}): Promise<LiveTwin> {
  return startTwinServer(KRAKEN_TWIN, options, KRAKEN_REST);
}
