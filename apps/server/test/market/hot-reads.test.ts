import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, ENDPOINTS, type MarketSymbol } from '@beurs/domain';
import { tickMarket } from '../../src/tick/tick-market';
import { startTestServer, type TestServer } from '../test-server';
import { callApi, createTrader, type TestTrader } from '../orders/test-trader';
import { setQuote } from './test-quotes';

// The symbols and countries answers come from memory between ticks; these tests hold them to
// what a caller must still see: every tick's prices, a market closing on time, and 304s only for
// an answer the caller really holds.

let server: TestServer;
let trader: TestTrader;

beforeAll(async () => {
  server = await startTestServer();
  trader = await createTrader(server);
});
afterAll(async () => {
  await server.close();
});

function getSymbols(headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'GET',
    url: endpointPath(ENDPOINTS.getSymbols.path),
    headers: { authorization: `Bearer ${trader.accessToken}`, ...headers },
  });
}

describe('the symbols answer between ticks', () => {
  it('carries an ETag, and a client holding that answer gets a 304 without a body', async () => {
    const first = await getSymbols();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getSymbols({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await getSymbols({ 'if-none-match': '"an-older-answer"' })).statusCode).toBe(200);
  });

  it("shows each tick's prices as soon as the tick is taken", async () => {
    const before = await getSymbols();
    server.clock.advance(1_000);
    const report = await tickMarket(server.context, server.clock.now());
    expect(report.ticked.length).toBeGreaterThan(0);
    const after = await getSymbols();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const bidOf = (body: string, id: string) =>
      (JSON.parse(body) as { symbols: MarketSymbol[] }).symbols.find((symbol) => symbol.instrument_id === id)?.bid;
    expect(report.ticked.some((id) => bidOf(after.body, id) !== bidOf(before.body, id))).toBe(true);
  });

  it('shows a quote the feed publishes, in the full list and in a filtered one', async () => {
    server.clock.advance(1_000);
    await setQuote(server, 'EURUSD', { bid: '1.23450', ask: '1.23460' });
    const all = (await getSymbols()).json<{ symbols: MarketSymbol[] }>().symbols;
    expect(all.find((symbol) => symbol.instrument_id === 'EURUSD')).toMatchObject({ bid: '1.23450', ask: '1.23460' });
    const forex = await callApi(server, 'getSymbols', { trader, query: { type: 'forex' } });
    expect(forex.json<{ symbols: MarketSymbol[] }>().symbols.find((symbol) => symbol.instrument_id === 'EURUSD')).toMatchObject({
      bid: '1.23450',
    });
  });

  it('shows a market closed once its session ends, even when no tick came since', async () => {
    const openNow = (await getSymbols()).json<{ symbols: MarketSymbol[] }>().symbols;
    const usStock = openNow.find((symbol) => symbol.type === 'stock' && symbol.country === 'United States' && symbol.is_open);
    expect(usStock).toBeDefined();
    // 21:30 UTC on a November Monday is 16:30 in New York: the exchange closed at 16:00.
    server.clock.set('2026-11-23T21:30:00.000Z');
    // Hours later the first access token has expired: sign in afresh.
    trader = await createTrader(server);
    const later = (await getSymbols()).json<{ symbols: MarketSymbol[] }>().symbols;
    expect(later.find((symbol) => symbol.instrument_id === usStock?.instrument_id)?.is_open).toBe(false);
  });
});

describe('the countries answer', () => {
  it('is public fixed data: kept an hour, revalidated by ETag', async () => {
    const first = await callApi(server, 'getCountries');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.json<{ countries: unknown[] }>().countries.length).toBeGreaterThan(50);
    const again = await server.app.inject({
      method: 'GET',
      url: endpointPath(ENDPOINTS.getCountries.path),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the answers compressed once, in the coding the client accepts', () => {
  const getCountries = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: endpointPath(ENDPOINTS.getCountries.path), headers });

  it('sends brotli to a browser, gzip to a client without it, and the same JSON either way', async () => {
    const plain = await getSymbols();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await getSymbols({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gz = await getSymbols({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // Each coding is its own representation, with its own strong ETag.
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('never sends a coding the client refuses', async () => {
    expect((await getSymbols({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await getSymbols({ 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await getSymbols({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect((await getSymbols({ 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
  });

  it('answers 304 to a client holding the compressed answer', async () => {
    const first = await getCountries({ 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await getCountries({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
