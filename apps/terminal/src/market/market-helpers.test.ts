import { describe, expect, it } from 'vitest';
import { deriveCountryOptions } from '@beurs/domain';
import { makeSymbol } from '../test/fixtures';
import { filterSymbols } from '../screens/exchange/filter-symbols';
import { accountRate, ratePairs } from './eur-rate';
import { getQueryClient } from '../query/query-client';
import { instrumentHistoryQuery } from '../query/server-queries';
import { useTestServices } from '../test/use-test-services';
import { useMarketStore } from './market-store';

const symbols = [
  makeSymbol({ instrument_id: 'ADYEN', country: 'Netherlands' }),
  makeSymbol({ instrument_id: 'SAP', name: 'SAP SE', country: 'Germany' }),
  makeSymbol({ instrument_id: 'BTCUSD', name: 'Bitcoin', type: 'crypto', country: '', currency: 'USD' }),
  makeSymbol({ instrument_id: 'EURUSD', type: 'forex', country: '', currency: 'USD', bid: '1.0849', ask: '1.0851' }),
  makeSymbol({ instrument_id: 'USDSEK', type: 'forex', country: '', currency: 'SEK', bid: '10.4990', ask: '10.5010' }),
  makeSymbol({ instrument_id: 'EURGBP', type: 'forex', country: '', currency: 'GBP', bid: '0.8499', ask: '0.8501' }),
];

describe('market helpers', () => {
  it('filters by type and by a derived country option', () => {
    const countries = deriveCountryOptions(symbols.filter((symbol) => symbol.type === 'stock'));
    expect(countries).toEqual([
      { id: 1, name: 'Germany' },
      { id: 2, name: 'Netherlands' },
    ]);
    expect(filterSymbols(symbols, { type: 'stock', countryId: 0, countries, search: '' }).map((s) => s.instrument_id)).toEqual([
      'ADYEN',
      'SAP',
    ]);
    expect(filterSymbols(symbols, { type: 'stock', countryId: 1, countries, search: '' }).map((s) => s.instrument_id)).toEqual(['SAP']);
  });

  it('searches every type by id or name', () => {
    expect(filterSymbols(symbols, { type: 'stock', countryId: 0, countries: [], search: 'bitc' }).map((s) => s.instrument_id)).toEqual([
      'BTCUSD',
    ]);
  });

  it('converts to EUR like the server: direct EUR pair, else through the dollar', () => {
    expect(accountRate('EUR', symbols)?.toString()).toBe('1');
    expect(accountRate('GBP', symbols)?.toString()).toBe('1.1764705882');
    // 1 SEK = 1 / 10.5 USD = 0.0952380952 USD × 0.9216589862 EUR/USD
    expect(accountRate('SEK', symbols)?.toString()).toBe('0.0877770463');
    expect(accountRate('XYZ', symbols)).toBeNull();
  });

  it('names the forex pairs a conversion reads, so the ticket can stream them', () => {
    expect(ratePairs('EUR', symbols)).toEqual([]);
    expect(ratePairs('GBP', symbols)).toEqual(['EURUSD', 'EURGBP']);
    expect(ratePairs('SEK', symbols)).toEqual(['EURUSD', 'USDSEK']);
  });

  it('keeps the market store defaults of the spec', () => {
    const state = useMarketStore.getState();
    expect(state.currentSymbolType).toBe('stock');
    expect(state.currentCountryId).toBe(0);
  });
});

describe('instrument history query', () => {
  const server = useTestServices(() => ({
    'POST /api/v1/symbols/history': {
      json: {
        resolution: '1m',
        history: [
          { time: 2, open: '1', high: '1', low: '1', close: '1', volume: '1' },
          { time: 1, open: '1', high: '1', low: '1', close: '1', volume: '1' },
          { time: 2, open: '2', high: '2', low: '2', close: '2', volume: '5' },
        ],
      },
    },
  }));

  it('sorts and dedupes the loaded candles', async () => {
    const { candles, resolution } = await getQueryClient().fetchQuery(instrumentHistoryQuery('ADYEN'));
    expect(resolution).toBe('1m');
    expect(candles.map((candle) => [candle.time, candle.close, candle.volume])).toEqual([
      [1, '1', '1'],
      [2, '2', '5'],
    ]);
    expect(server().requests.find((request) => request.path === '/api/v1/symbols/history')?.body).toMatchObject({
      instrument_id: 'ADYEN',
      resolution: '1m',
    });
  });
});
