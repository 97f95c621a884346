import { screen, waitFor, within } from '@testing-library/react';
import type { PublicQuote } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page';
import { startTestServer, type Handler, type TestServer } from '../test/test-server';
import { LiveQuotesTable } from './live-quotes-table';
import type { SourcedQuote } from './quote-source';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const EURUSD: PublicQuote = {
  instrument_id: 'EURUSD',
  name: 'Euro / US Dollar',
  type: 'forex',
  currency: 'USD',
  bid: '1.08512',
  ask: '1.08520',
  change_percent: '0.12',
  digits: 5,
  is_open: true,
  quote_time: '2026-11-23T14:32:05.000Z',
};
const AAPL: PublicQuote = {
  instrument_id: 'AAPL',
  name: 'Apple Inc.',
  type: 'stock',
  currency: 'USD',
  bid: '229.48',
  ask: '229.52',
  change_percent: '-0.40',
  digits: 2,
  is_open: false,
  quote_time: '2026-11-23T14:30:00.000Z',
};

async function show(handler: Handler, props: Parameters<typeof LiveQuotesTable>[0] = {}) {
  server = await startTestServer(handler);
  renderPage(<LiveQuotesTable {...props} />, { baseUrl: server.url });
  return server;
}

const quoteCalls = (api: TestServer) => api.requests.filter((request) => request.path === '/api/v1/quotes/');

describe('LiveQuotesTable', () => {
  it('shows the live bid, ask and change with the time of the quote, and a closed market as closed', async () => {
    await show(() => ({ json: { quotes: [EURUSD, AAPL] }, delayMs: 50 }), { ids: ['AAPL', 'EURUSD'] });
    expect(screen.getByRole('status').textContent).toContain('Loading live prices');
    const table = await screen.findByRole('table', { name: /simulator.*paper trading.*as of 14:32:05 UTC/i });
    const [, apple, euro] = within(table).getAllByRole('row');
    expect(apple?.textContent).toMatch(/AAPL.*229\.48 USD.*229\.52 USD.*▼−0\.40%.*Closed/);
    expect(euro?.textContent).toMatch(/EURUSD.*1\.08512 USD.*1\.08520 USD.*▲\+0\.12%.*Open/);
    expect(screen.getByRole('img', { name: 'Change today: up 0.12 percent' })).toBeTruthy();
  });

  it('asks for one market, and refreshes while the page is shown', async () => {
    let bid = 1.085;
    const api = await show(() => ({ json: { quotes: [{ ...EURUSD, bid: (bid += 0.001).toFixed(5) }] } }), { type: 'forex', pollMs: 50 });
    expect(await screen.findByText('1.08600 USD')).toBeTruthy();
    expect(await screen.findByText('1.08700 USD')).toBeTruthy();
    expect(quoteCalls(api)[0]?.query.get('type')).toBe('forex');
  });

  it('says live prices are unavailable when the first answer fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(() => ({ status: 503, json: { message: 'Down for maintenance' } }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Live prices are unavailable right now'));
    expect(logged).toHaveBeenCalled();
  });

  it('says under each name where its price comes from: the simulator on the default install', async () => {
    const SIMULATED = { id: 'simulated', kind: 'simulated', provider: null, state: 'ok', replay_of: null, fallback_since: null } as const;
    await show(() => ({
      json: {
        quotes: [
          { ...EURUSD, price_source: SIMULATED },
          { ...AAPL, price_source: SIMULATED },
        ],
      },
    }));
    const table = await screen.findByRole('table', { name: /simulator.*paper trading/i });
    const sources = within(table).getAllByTestId('price-source');
    expect(sources.map((source) => source.textContent)).toEqual(['Simulated', 'Simulated']);
    expect(sources[0]?.title).toBe("Prices from Beurs' market simulator");
    expect(within(table).getByRole('columnheader', { name: 'Name and price source' })).toBeTruthy();
  });

  it('does not guess a source the answer leaves out', async () => {
    await show(() => ({ json: { quotes: [EURUSD] } }));
    const table = await screen.findByRole('table', { name: /simulator.*paper trading/i });
    expect(within(table).getByRole('row', { name: /EURUSD/ }).textContent).toContain('Euro / US Dollar');
    expect(within(table).queryByTestId('price-source')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toBeTruthy();
  });

  it('names a live feed, a replayed day, a stale feed and the simulator standing in, and no longer calls them all the simulator', async () => {
    const KRAKEN = { id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'ok', replay_of: null, fallback_since: null } as const;
    const quotes: SourcedQuote[] = [
      { ...EURUSD, instrument_id: 'BTCUSD', name: 'Bitcoin', price_source: KRAKEN },
      { ...EURUSD, instrument_id: 'ETHUSD', name: 'Ether', price_source: { ...KRAKEN, state: 'stale' } },
      {
        ...EURUSD,
        instrument_id: 'SOLUSD',
        name: 'Solana',
        price_source: { ...KRAKEN, state: 'fallback', fallback_since: '2026-11-23T14:02:00.000Z' },
      },
      {
        ...EURUSD,
        price_source: {
          id: 'replay:dukascopy-2025-11-28',
          kind: 'replay',
          provider: 'Dukascopy',
          state: 'ok',
          replay_of: '2025-11-28',
          fallback_since: null,
        },
      },
    ];
    await show(() => ({ json: { quotes } }));
    const table = await screen.findByRole('table', {
      name: /paper trading \(no real orders\), each with where it comes from, as of 14:32:05 UTC/,
    });
    const label = (id: string) => within(within(table).getByRole('row', { name: new RegExp(id) })).getByTestId('price-source');
    expect(label('BTCUSD').textContent).toBe('Kraken · live');
    expect(label('ETHUSD').textContent).toContain('Kraken · stale');
    // The warning is in words for everyone, not in the colour alone.
    expect(label('ETHUSD').textContent).toContain('nothing fills until it returns');
    expect(label('SOLUSD').textContent).toContain('Simulated since 14:02');
    expect(label('SOLUSD').title).toBe('Kraken stopped at 14:02; the simulator continues from its last price');
    expect(label('EURUSD').textContent).toBe('Dukascopy · replay of 28 Nov 2025');
  });
});
