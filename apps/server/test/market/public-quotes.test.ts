import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, ENDPOINTS, type PublicQuote } from '@beurs/domain';
import { tickMarket } from '../../src/tick/tick-market';
import { startTestServer, type TestServer } from '../test-server';

// The public site polls this answer every few seconds; these tests hold it to what a visitor
// must see without signing in: each tick's prices, a working filter, and a cache of one tick.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function getQuotes(query = '', headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url: `${endpointPath(ENDPOINTS.getQuotes.path)}${query}`, headers });
}

const quotesOf = (body: string) => (JSON.parse(body) as { quotes: PublicQuote[] }).quotes;

describe('GET /api/v1/quotes/ (extension)', () => {
  it('answers every listed instrument without a token, with no trading conditions', async () => {
    const response = await getQuotes();
    expect(response.statusCode).toBe(200);
    const quotes = quotesOf(response.body);
    expect(quotes.length).toBeGreaterThanOrEqual(100);
    expect(Object.keys(quotes[0] ?? {}).sort()).toEqual([
      'ask',
      'bid',
      'change_percent',
      'currency',
      'digits',
      'instrument_id',
      'is_open',
      'name',
      'price_source',
      'quote_time',
      'type',
    ]);
  });

  it('lets browsers and proxies keep it one tick, and answers a 304 to a client holding it', async () => {
    const first = await getQuotes();
    expect(first.headers['cache-control']).toBe('public, max-age=1');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getQuotes('', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("shows each tick's prices as soon as the tick is taken", async () => {
    const before = await getQuotes();
    server.clock.advance(1_000);
    const report = await tickMarket(server.context, server.clock.now());
    expect(report.ticked.length).toBeGreaterThan(0);
    const after = await getQuotes();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const bidOf = (body: string, id: string) => quotesOf(body).find((quote) => quote.instrument_id === id)?.bid;
    expect(report.ticked.some((id) => bidOf(after.body, id) !== bidOf(before.body, id))).toBe(true);
  });

  it('filters by type, with the same prices as the full list', async () => {
    const all = quotesOf((await getQuotes()).body);
    const crypto = quotesOf((await getQuotes('?type=crypto')).body);
    expect(crypto.length).toBeGreaterThan(0);
    expect(crypto.every((quote) => quote.type === 'crypto')).toBe(true);
    expect(crypto).toEqual(all.filter((quote) => quote.type === 'crypto'));
  });

  it('refuses an unknown type with a 400 that names the types', async () => {
    const response = await getQuotes('?type=bonds');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Type must be one of stock, forex, crypto, index, commodity');
  });
});
