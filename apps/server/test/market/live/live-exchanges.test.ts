import { describe, expect, it } from 'vitest';
import { CRYPTO } from '../../../src/market/catalogue-crypto';
import { FOREX } from '../../../src/market/catalogue-forex';
import { exchangeSymbolOf, isLiveExchange, LIVE_EXCHANGE_IDS, LIVE_EXCHANGES } from '../../../src/market/live/index';
import { reconnectDelayMs } from '../../../src/market/live/reconnect-backoff';

describe('live exchanges', () => {
  it('names each exchange as people know it', () => {
    expect(LIVE_EXCHANGE_IDS.map((exchange) => LIVE_EXCHANGES[exchange].displayName)).toEqual(['Kraken', 'Coinbase', 'Bitstamp']);
    expect(isLiveExchange('kraken')).toBe(true);
    expect(isLiveExchange('live:kraken')).toBe(false);
    expect(isLiveExchange('toString')).toBe(false);
  });

  it('maps every crypto instrument to each exchange’s own spelling of the pair', () => {
    expect(exchangeSymbolOf('kraken', 'BTCUSD')).toBe('BTC/USD');
    expect(exchangeSymbolOf('coinbase', 'BTCUSD')).toBe('BTC-USD');
    expect(exchangeSymbolOf('bitstamp', 'BTCUSD')).toBe('btcusd');
    expect(exchangeSymbolOf('kraken', 'DOGEUSD')).toBe('DOGE/USD');
    for (const exchange of LIVE_EXCHANGE_IDS) {
      for (const { instrumentId } of CRYPTO) expect(exchangeSymbolOf(exchange, instrumentId), `${exchange} ${instrumentId}`).not.toBeNull();
    }
  });

  it('has no symbol for instruments that are not crypto pairs we map', () => {
    const forexId = FOREX[0]?.instrumentId ?? 'EURUSD';
    for (const exchange of LIVE_EXCHANGE_IDS) {
      expect(exchangeSymbolOf(exchange, forexId)).toBeNull();
      expect(exchangeSymbolOf(exchange, 'constructor')).toBeNull();
    }
  });
});

describe('reconnect backoff', () => {
  const backoff = { initialMs: 100, maxMs: 1_000 };

  it('doubles the wait per attempt up to the cap, never below half of it', () => {
    expect([0, 1, 2, 3, 4, 10].map((attempt) => reconnectDelayMs(backoff, attempt, () => 1))).toEqual([100, 200, 400, 800, 1_000, 1_000]);
    expect([0, 1, 2, 3, 4, 10].map((attempt) => reconnectDelayMs(backoff, attempt, () => 0))).toEqual([50, 100, 200, 400, 500, 500]);
  });

  it('spreads the waits of many clients over the upper half', () => {
    const waits = Array.from({ length: 200 }, () => reconnectDelayMs(backoff, 2));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...waits)).toBeLessThanOrEqual(400);
    expect(new Set(waits).size).toBeGreaterThan(20);
  });

  it('stays finite for a feed that has been failing for days', () => {
    expect(reconnectDelayMs(backoff, 100_000, () => 1)).toBe(1_000);
  });
});
