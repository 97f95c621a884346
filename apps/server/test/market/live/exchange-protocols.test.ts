import { describe, expect, it } from 'vitest';
import { BITSTAMP_PROTOCOL } from '../../../src/market/live/bitstamp-protocol';
import { COINBASE_PROTOCOL } from '../../../src/market/live/coinbase-protocol';
import { KRAKEN_PROTOCOL } from '../../../src/market/live/kraken-protocol';

// Messages in the form each exchange's public documentation shows them.

describe('Kraken v2 messages', () => {
  it('subscribes to best bid/ask ticker updates for all symbols in one request', () => {
    expect(KRAKEN_PROTOCOL.subscribe(['BTC/USD', 'ETH/USD']).map((text) => JSON.parse(text))).toEqual([
      {
        method: 'subscribe',
        params: { channel: 'ticker', symbol: ['BTC/USD', 'ETH/USD'], event_trigger: 'bbo', snapshot: true },
        req_id: 1,
      },
    ]);
  });

  it('keeps the digits of prices written as JSON numbers', () => {
    const text =
      '{"channel":"ticker","type":"update","data":[{"symbol":"BTC/USD","bid":91250.10,"bid_qty":0.5,"ask":91262.300,"ask_qty":1.2,"last":91255.0,"volume":1234.5,"vwap":91000.1,"low":90000.0,"high":92000.0,"change":10.0,"change_pct":0.01,"timestamp":"2026-11-29T10:00:00.123456Z"}]}';
    expect(KRAKEN_PROTOCOL.read(text)).toEqual([
      { kind: 'quote', symbol: 'BTC/USD', bid: '91250.10', ask: '91262.300', exchangeTime: Date.parse('2026-11-29T10:00:00.123Z') },
    ]);
  });

  it('writes out a price the exchange sent with an exponent', () => {
    const text = '{"channel":"ticker","type":"update","data":[{"symbol":"SHIB/USD","bid":1.2e-5,"ask":1.3E-5}]}';
    expect(KRAKEN_PROTOCOL.read(text)).toEqual([
      { kind: 'quote', symbol: 'SHIB/USD', bid: '0.000012', ask: '0.000013', exchangeTime: null },
    ]);
  });

  it('reads heartbeats, status, acks and pongs as signs of life, a refused pair as an error', () => {
    expect(KRAKEN_PROTOCOL.read('{"channel":"heartbeat"}')).toEqual([{ kind: 'alive' }]);
    expect(
      KRAKEN_PROTOCOL.read(
        '{"channel":"status","type":"update","data":[{"api_version":"v2","connection_id":1,"system":"online","version":"2.0.10"}]}',
      ),
    ).toEqual([{ kind: 'alive' }]);
    expect(
      KRAKEN_PROTOCOL.read('{"method":"subscribe","req_id":1,"result":{"channel":"ticker","symbol":"BTC/USD"},"success":true}'),
    ).toEqual([{ kind: 'alive' }]);
    expect(KRAKEN_PROTOCOL.read('{"method":"pong","req_id":2}')).toEqual([{ kind: 'alive' }]);
    expect(
      KRAKEN_PROTOCOL.read(
        '{"error":"Currency pair not supported XYZ/USD","method":"subscribe","req_id":1,"success":false,"symbol":"XYZ/USD"}',
      ),
    ).toEqual([{ kind: 'rejected', reason: 'Currency pair not supported XYZ/USD' }]);
    expect(KRAKEN_PROTOCOL.read('{"channel":"book","type":"update","data":[]}')).toEqual([{ kind: 'ignored' }]);
  });

  it('refuses a ticker whose price is missing, quoted as words, or not above zero', () => {
    expect(() => KRAKEN_PROTOCOL.read('{"channel":"ticker","type":"update","data":[{"symbol":"BTC/USD","ask":1.5}]}')).toThrow(/bid/);
    expect(() =>
      KRAKEN_PROTOCOL.read('{"channel":"ticker","type":"update","data":[{"symbol":"BTC/USD","bid":"cheap","ask":1.5}]}'),
    ).toThrow(/bid/);
    expect(() => KRAKEN_PROTOCOL.read('{"channel":"ticker","type":"update","data":[{"symbol":"BTC/USD","bid":0,"ask":1.5}]}')).toThrow(
      /above zero/,
    );
    expect(() => KRAKEN_PROTOCOL.read('{"channel":"ticker"')).toThrow();
  });
});

describe('Coinbase Exchange messages', () => {
  it('subscribes to the ticker and heartbeat channels', () => {
    expect(COINBASE_PROTOCOL.subscribe(['BTC-USD']).map((text) => JSON.parse(text))).toEqual([
      { type: 'subscribe', product_ids: ['BTC-USD'], channels: ['ticker', 'heartbeat'] },
    ]);
  });

  it('reads best_bid and best_ask from a ticker, with its time', () => {
    const text = JSON.stringify({
      type: 'ticker',
      sequence: 37475248783,
      product_id: 'ETH-USD',
      price: '3120.51',
      best_bid: '3120.50',
      best_bid_size: '0.5',
      best_ask: '3120.60',
      best_ask_size: '1.0',
      side: 'buy',
      time: '2026-11-29T10:00:00.061769Z',
      trade_id: 370843401,
      last_size: '0.01',
    });
    expect(COINBASE_PROTOCOL.read(text)).toEqual([
      { kind: 'quote', symbol: 'ETH-USD', bid: '3120.50', ask: '3120.60', exchangeTime: Date.parse('2026-11-29T10:00:00.061Z') },
    ]);
  });

  it('ignores message types it does not use and reports errors', () => {
    expect(
      COINBASE_PROTOCOL.read('{"type":"heartbeat","sequence":90,"last_trade_id":20,"product_id":"BTC-USD","time":"2026-11-29T10:00:00Z"}'),
    ).toEqual([{ kind: 'alive' }]);
    expect(COINBASE_PROTOCOL.read('{"type":"subscriptions","channels":[{"name":"ticker","product_ids":["BTC-USD"]}]}')).toEqual([
      { kind: 'alive' },
    ]);
    expect(COINBASE_PROTOCOL.read('{"type":"l2update","product_id":"BTC-USD","changes":[]}')).toEqual([{ kind: 'ignored' }]);
    expect(COINBASE_PROTOCOL.read('{"type":"error","message":"Failed to subscribe","reason":"XYZ-USD is not a valid product"}')).toEqual([
      { kind: 'rejected', reason: 'Failed to subscribe: XYZ-USD is not a valid product' },
    ]);
  });

  it('refuses a ticker without a best bid', () => {
    expect(() =>
      COINBASE_PROTOCOL.read('{"type":"ticker","product_id":"BTC-USD","best_ask":"1.00","time":"2026-11-29T10:00:00Z"}'),
    ).toThrow(/best_bid/);
    expect(() =>
      COINBASE_PROTOCOL.read('{"type":"ticker","product_id":"BTC-USD","best_bid":"1.00","best_ask":"1.10","time":"yesterday"}'),
    ).toThrow(/time/);
  });
});

describe('Bitstamp v2 messages', () => {
  it('subscribes to each pair’s order book and asks for heartbeats', () => {
    expect(BITSTAMP_PROTOCOL.subscribe(['btcusd', 'ethusd']).map((text) => JSON.parse(text))).toEqual([
      { event: 'bts:subscribe', data: { channel: 'order_book_btcusd' } },
      { event: 'bts:subscribe', data: { channel: 'order_book_ethusd' } },
    ]);
    expect(JSON.parse(BITSTAMP_PROTOCOL.keepAlive ?? 'null')).toEqual({ event: 'bts:heartbeat' });
  });

  it('reads the best bid and ask from the top of the book, with its microsecond time', () => {
    const text = JSON.stringify({
      data: {
        timestamp: '1795953600',
        microtimestamp: '1795953600123456',
        bids: [
          ['91250.10', '0.50000000'],
          ['91249', '1.00000000'],
        ],
        asks: [
          ['91262.30', '0.25000000'],
          ['91263', '2.00000000'],
        ],
      },
      channel: 'order_book_btcusd',
      event: 'data',
    });
    expect(BITSTAMP_PROTOCOL.read(text)).toEqual([
      { kind: 'quote', symbol: 'btcusd', bid: '91250.10', ask: '91262.30', exchangeTime: 1795953600123 },
    ]);
  });

  it('reads heartbeats, acks, reconnect requests and errors, and ignores other channels', () => {
    expect(BITSTAMP_PROTOCOL.read('{"event":"bts:heartbeat","channel":"","data":{"status":"success"}}')).toEqual([{ kind: 'alive' }]);
    expect(BITSTAMP_PROTOCOL.read('{"event":"bts:subscription_succeeded","channel":"order_book_btcusd","data":{}}')).toEqual([
      { kind: 'alive' },
    ]);
    expect(BITSTAMP_PROTOCOL.read('{"event":"bts:request_reconnect","channel":"","data":""}')).toEqual([
      { kind: 'reconnect', reason: 'the exchange asked for a reconnect' },
    ]);
    expect(BITSTAMP_PROTOCOL.read('{"event":"bts:error","channel":"","data":{"code":null,"message":"Bad subscription string."}}')).toEqual([
      { kind: 'rejected', reason: 'Bad subscription string.' },
    ]);
    expect(BITSTAMP_PROTOCOL.read('{"event":"trade","channel":"live_trades_btcusd","data":{"price":91250.1}}')).toEqual([
      { kind: 'ignored' },
    ]);
    expect(BITSTAMP_PROTOCOL.read('{"event":"data","channel":"diff_order_book_btcusd","data":{}}')).toEqual([{ kind: 'ignored' }]);
  });

  it('refuses a book with an empty side or a price that is not a decimal', () => {
    expect(() => BITSTAMP_PROTOCOL.read('{"event":"data","channel":"order_book_btcusd","data":{"bids":[],"asks":[["1","1"]]}}')).toThrow(
      /best bid/,
    );
    expect(() =>
      BITSTAMP_PROTOCOL.read('{"event":"data","channel":"order_book_btcusd","data":{"bids":[["0x10","1"]],"asks":[["1","1"]]}}'),
    ).toThrow(/bid/);
  });
});
