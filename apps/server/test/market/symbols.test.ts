import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAJOR_INDEX_IDS, SYMBOL_TYPES, leverageCap, type MarketSymbol } from '@beurs/domain';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';

let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer();
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
});

async function symbols(query?: Record<string, string>): Promise<MarketSymbol[]> {
  const response = await callApi(server, 'getSymbols', { trader, ...(query ? { query } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ symbols: MarketSymbol[] }>().symbols;
}

describe('GET /symbols/', () => {
  it('lists at least 100 instruments of every type, with live quotes', async () => {
    const all = await symbols();
    expect(all.length).toBeGreaterThanOrEqual(100);
    for (const type of SYMBOL_TYPES) expect(all.filter((symbol) => symbol.type === type).length).toBeGreaterThanOrEqual(10);
    for (const symbol of all) {
      expect(Number(symbol.ask)).toBeGreaterThan(Number(symbol.bid));
      expect(symbol.max_leverage).toBe(leverageCap(symbol.leverage_class));
      expect(symbol.trading_hours.sessions.length).toBeGreaterThan(0);
    }
    expect(new Set(all.map((symbol) => symbol.instrument_id)).size).toBe(all.length);
  });

  it('gives shares and indices a country, and forex, crypto and commodities none', async () => {
    const all = await symbols();
    for (const symbol of all) {
      if (symbol.type === 'stock' || symbol.type === 'index') expect(symbol.country, symbol.instrument_id).not.toBe('');
      else expect(symbol.country, symbol.instrument_id).toBe('');
    }
    const stockCountries = new Set(all.filter((symbol) => symbol.type === 'stock').map((symbol) => symbol.country));
    for (const country of ['United States', 'Netherlands', 'Germany', 'United Kingdom', 'France', 'Japan']) {
      expect(stockCountries).toContain(country);
    }
  });

  it('classifies instruments for the ESMA leverage caps', async () => {
    const byId = new Map((await symbols()).map((symbol) => [symbol.instrument_id, symbol]));
    const caps = Object.fromEntries(
      ['EURUSD', 'USDJPY', 'AUDUSD', 'XAUUSD', 'US500', 'NED25', 'USOIL', 'AAPL', 'BTCUSD'].map((id) => [id, byId.get(id)?.max_leverage]),
    );
    expect(caps).toEqual({ EURUSD: 30, USDJPY: 30, AUDUSD: 20, XAUUSD: 20, US500: 20, NED25: 10, USOIL: 10, AAPL: 5, BTCUSD: 2 });
    for (const id of MAJOR_INDEX_IDS) expect(byId.get(id)?.leverage_class, id).toBe('major_index');
  });

  it('filters by type and by country', async () => {
    const crypto = await symbols({ type: 'crypto' });
    expect(crypto.length).toBeGreaterThan(0);
    expect(crypto.every((symbol) => symbol.type === 'crypto')).toBe(true);
    const dutchShares = await symbols({ type: 'stock', country: 'netherlands' });
    expect(dutchShares.map((symbol) => symbol.instrument_id)).toContain('ASML');
    expect(dutchShares.every((symbol) => symbol.country === 'Netherlands' && symbol.type === 'stock')).toBe(true);
    const dutch = await symbols({ country: 'Netherlands' });
    expect(dutch.map((symbol) => symbol.instrument_id)).toContain('NED25');
    expect(await symbols({ country: 'Atlantis' })).toEqual([]);
    const bad = await callApi(server, 'getSymbols', { trader, query: { type: 'bonds' } });
    expect(bad.statusCode).toBe(400);
  });

  it('says which markets are open now', async () => {
    // Monday 14:30 UTC: New York has just opened, Tokyo (23:30) is closed, crypto never closes.
    const byId = new Map((await symbols()).map((symbol) => [symbol.instrument_id, symbol]));
    expect(byId.get('AAPL')?.is_open).toBe(true);
    expect(byId.get('EURUSD')?.is_open).toBe(true);
    expect(byId.get('BTCUSD')?.is_open).toBe(true);
    expect(byId.get('7203.T')?.is_open).toBe(false);
    expect(byId.get('EURUSD')?.bid).toMatch(/^\d\.\d{5}$/);
    expect(byId.get('EURUSD')?.spread).toBe('0.00008');
  });

  it('answers 401 without a token', async () => {
    expect((await callApi(server, 'getSymbols')).statusCode).toBe(401);
  });
});

describe('GET /symbols/special', () => {
  it('lists the featured instruments', async () => {
    const response = await callApi(server, 'getSpecialSymbols', { trader });
    expect(response.statusCode, response.body).toBe(200);
    const special = response.json<{ symbols: MarketSymbol[] }>().symbols.map((symbol) => symbol.instrument_id);
    expect(special.length).toBeGreaterThanOrEqual(5);
    expect(special).toEqual(expect.arrayContaining(['AAPL', 'EURUSD', 'BTCUSD', 'XAUUSD', 'US500']));
  });
});
