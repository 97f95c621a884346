import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config/config';
import { DEFAULT_MARKET_SOURCES } from '../../../src/config/market-source-settings';
import { INSTRUMENT_CATALOGUE } from '../../../src/market/instrument-catalogue';
import { resolveSourceAssignment } from '../../../src/market/sources/source-assignment';

const assign = (entries: Record<string, string>) =>
  resolveSourceAssignment({ ...DEFAULT_MARKET_SOURCES, assign: entries }, INSTRUMENT_CATALOGUE);

describe('which source quotes which instrument', () => {
  it('simulates everything by default', () => {
    const assignment = assign({});
    expect(assignment.allSimulated()).toBe(true);
    expect(assignment.sourceOf('BTCUSD')).toEqual({ kind: 'simulated', id: 'simulated' });
    expect(assignment.simulatedCount()).toBe(INSTRUMENT_CATALOGUE.length);
  });

  it('lets an instrument id win over its type, and a type over *', () => {
    const assignment = assign({ '*': 'replay:dukascopy', crypto: 'live:kraken', ETHUSD: 'live:coinbase' });
    expect(assignment.sourceOf('BTCUSD')).toEqual({ kind: 'live', id: 'live:kraken', exchange: 'kraken' });
    expect(assignment.sourceOf('ETHUSD')).toEqual({ kind: 'live', id: 'live:coinbase', exchange: 'coinbase' });
    expect(assignment.sourceOf('EURUSD')).toEqual({ kind: 'replay', id: 'replay:dukascopy', dataset: 'dukascopy' });
    expect(assignment.external().get('live:coinbase')?.instrumentIds).toEqual(['ETHUSD']);
    expect(assignment.simulatedCount()).toBe(0);
  });

  it('refuses a key that is neither an instrument nor a type, naming it', () => {
    expect(() => assign({ BTCUSDT: 'live:kraken' })).toThrow(ConfigError);
    expect(() => assign({ BTCUSDT: 'live:kraken' })).toThrow(
      /"BTCUSDT", which is neither an instrument id nor one of stock, forex, crypto, index, commodity, \*/,
    );
  });

  it('refuses a live feed for instruments its exchange does not list', () => {
    expect(() => assign({ forex: 'live:kraken' })).toThrow(/EURUSD \(live:kraken\)/);
  });

  it('reads MARKET_SOURCES, MARKET_FALLBACK, MARKET_REPLAY_DAY and the live URLs from the environment', () => {
    const config = loadConfig({
      MARKET_SOURCES: 'crypto=live:kraken, EURUSD=replay:dukascopy',
      MARKET_FALLBACK: 'simulated',
      MARKET_REPLAY_DAY: '2025-11-28',
      MARKET_LIVE_URL_KRAKEN: 'ws://127.0.0.1:9000',
    });
    expect(config.market.sources).toEqual({
      assign: { crypto: 'live:kraken', EURUSD: 'replay:dukascopy' },
      fallback: 'simulated',
      replayDay: '2025-11-28',
      liveUrls: { kraken: 'ws://127.0.0.1:9000' },
    });
  });

  it('explains a source, a fallback or a day it cannot use', () => {
    expect(() => loadConfig({ MARKET_SOURCES: 'crypto=live:binance' })).toThrow(
      /market\.sources\.assign\.crypto: must be simulated, live:kraken, live:coinbase, live:bitstamp or replay:<dataset>/,
    );
    expect(() => loadConfig({ MARKET_SOURCES: 'crypto' })).toThrow(/"crypto" is not key=source/);
    expect(() => loadConfig({ MARKET_FALLBACK: 'zero' })).toThrow(/market\.sources\.fallback/);
    expect(() => loadConfig({ MARKET_REPLAY_DAY: '28-11-2025' })).toThrow(/MARKET_REPLAY_DAY must be a day like 2025-11-28/);
    expect(() => loadConfig({ MARKET_LIVE_URL_KRAKEN: 'https://example.com' })).toThrow(/must be a ws:\/\/ or wss:\/\/ address/);
  });
});
