import type { MarketSymbol, PriceSource } from '@beurs/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveQuotes } from '../market/use-live-quotes';
import { useSymbol } from '../market/use-symbol';
import { useSymbols } from '../market/use-symbols';
import { getQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { InstrumentDetails } from '../screens/instrument/instrument-details';
import { getServices } from '../services/services';
import { makeSymbol } from '../test/fixtures';
import { QueryWrapper } from '../test/query-cache';
import { attachSocketServer, type TestSocket } from '../test/socket-test-server';
import { useTestServices } from '../test/use-test-services';
import { SymbolPriceSource } from './symbol-price-source';

const KRAKEN: PriceSource = { id: 'live:kraken', kind: 'live', provider: 'Kraken', state: 'ok', replay_of: null, fallback_since: null };
const TOOK_OVER = '2026-11-29T14:02:00.000Z';

/** The fallback's time as the terminal writes it: in the trader's own zone, 24-hour. */
function localTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

describe('the price source in the instrument details', () => {
  useTestServices();

  it.each<[string, MarketSymbol['price_source'], string]>([
    ['the default install (no source sent)', undefined, 'Simulated'],
    [
      'the simulator',
      { id: 'simulated', kind: 'simulated', provider: null, state: 'ok', replay_of: null, fallback_since: null },
      'Simulated',
    ],
    ['a live feed', KRAKEN, 'Kraken · live'],
    [
      'a replay',
      {
        id: 'replay:dukascopy-2025-11-28',
        kind: 'replay',
        provider: 'Dukascopy',
        state: 'ok',
        replay_of: '2025-11-28',
        fallback_since: null,
      },
      'Dukascopy · replay of 28 Nov 2025',
    ],
    ['a stale live feed', { ...KRAKEN, state: 'stale' }, 'Kraken · stale'],
    ['the simulator standing in', { ...KRAKEN, state: 'fallback', fallback_since: TOOK_OVER }, `Simulated since ${localTime(TOOK_OVER)}`],
  ])('says %s in words on the Price source row', (_what, source, label) => {
    const symbol = makeSymbol(source ? { price_source: source } : {});
    render(<InstrumentDetails symbol={symbol} />, { wrapper: QueryWrapper });
    const tag = screen.getByTestId('price-source');
    expect(tag.querySelector('.bx-price-source__label')?.textContent).toBe(label);
    expect(tag.closest('div, li')?.textContent).toContain('Price source');
  });

  it('warns in words, not colour alone, when nothing fills', () => {
    render(<InstrumentDetails symbol={makeSymbol({ price_source: { ...KRAKEN, state: 'stale' } })} />, { wrapper: QueryWrapper });
    expect(screen.getByTestId('price-source').textContent).toContain('No fresh price from Kraken: nothing fills until it returns');
  });
});

/** A screen in miniature: loads the symbols, streams one instrument and shows its source. */
function SourceProbe({ id }: { id: string }) {
  useSymbols();
  const symbol = useSymbol(id);
  useLiveQuotes(symbol ? [id] : []);
  return symbol ? <SymbolPriceSource symbol={symbol} /> : null;
}

describe('the price source follows the quote stream of a real socket.io server', () => {
  const btcusd = makeSymbol({
    instrument_id: 'BTCUSD',
    type: 'crypto',
    bid: '64210.5',
    ask: '64212.5',
    digits: 1,
    quote_time: '2026-11-29T14:01:59.000Z',
    price_source: KRAKEN,
  });
  let symbolsAnswer: MarketSymbol[] = [btcusd];
  const server = useTestServices(() => ({ 'GET /api/v1/symbols/': () => ({ json: { symbols: symbolsAnswer } }) }));
  let io: ReturnType<typeof attachSocketServer> | null = null;
  let socket: TestSocket | null = null;
  let subscribed = false;

  beforeEach(() => {
    symbolsAnswer = [btcusd];
    subscribed = false;
    io = attachSocketServer(server().server, {
      authorize: () => null,
      onConnection: (connected) => {
        socket = connected;
        connected.on('subscribeQuotes', () => {
          subscribed = true;
        });
      },
    });
    getServices().realtime.start();
  });

  afterEach(async () => {
    getServices().realtime.stop();
    await io?.close();
    io = null;
    socket = null;
  });

  it('shows the simulator standing in from the first quote it sends, and asks the server for its account', async () => {
    render(<SourceProbe id="BTCUSD" />, { wrapper: QueryWrapper });
    await vi.waitFor(() => expect(subscribed).toBe(true));
    expect(screen.getByTestId('price-source').textContent).toBe('Kraken · live');

    // Kraken stopped; the operator's fallback, the simulator, prices on from its last price.
    symbolsAnswer = [
      {
        ...btcusd,
        bid: '64211.0',
        ask: '64213.0',
        quote_time: TOOK_OVER,
        price_source: { ...KRAKEN, state: 'fallback', fallback_since: TOOK_OVER },
      },
    ];
    act(() => socket?.emit('quotes', [{ instrument_id: 'BTCUSD', bid: '64211.0', ask: '64213.0', time: TOOK_OVER, source: 'simulated' }]));
    await vi.waitFor(() => expect(screen.getByTestId('price-source').getAttribute('data-price-source-state')).toBe('fallback'));
    expect(screen.getByTestId('price-source').querySelector('.bx-price-source__label')?.textContent).toBe(
      `Simulated since ${localTime(TOOK_OVER)}`,
    );
    expect(screen.getByTestId('price-source').title).toBe(
      `Kraken stopped at ${localTime(TOOK_OVER)}; the simulator continues from its last price`,
    );
    await vi.waitFor(() => expect(server().count('GET /api/v1/symbols/')).toBe(2));

    // Kraken is back: its first quote says so before the next reload does.
    act(() =>
      socket?.emit('quotes', [
        { instrument_id: 'BTCUSD', bid: '64215.0', ask: '64217.0', time: '2026-11-29T14:09:00.000Z', source: 'live:kraken' },
      ]),
    );
    await vi.waitFor(() => expect(screen.getByTestId('price-source').textContent).toBe('Kraken · live'));
    expect(getQueryClient().getQueryData<MarketSymbol[]>(queryKeys.symbols())?.[0]?.bid).toBe('64215.0');
  });
});
