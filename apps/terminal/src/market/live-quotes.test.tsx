import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { makeSymbol } from '../test/fixtures';
import { attachSocketServer, type TestSocket } from '../test/socket-test-server';
import { useTestServices } from '../test/use-test-services';
import { QuotePrice } from '../components/quote-price';
import { getQueryClient } from '../query/query-client';
import { queryKeys } from '../query/query-keys';
import { getServices } from '../services/services';
import { QueryWrapper } from '../test/query-cache';
import { useLiveQuotes } from './use-live-quotes';
import { useSymbol } from './use-symbol';
import { useSymbols } from './use-symbols';

const eurusd = makeSymbol({
  instrument_id: 'EURUSD',
  type: 'forex',
  bid: '1.08490',
  ask: '1.08510',
  digits: 5,
  quote_time: '2026-11-23T14:30:00.000Z',
});

/** A screen in miniature: loads the symbols, streams one instrument and shows its bid. */
function BidProbe({ id, label }: { id: string; label: string }) {
  const { state } = useSymbols();
  const symbol = useSymbol(id);
  useLiveQuotes(symbol ? [id] : []);
  return (
    <p data-testid={label} data-status={state.status}>
      {symbol ? <QuotePrice value={symbol.bid} /> : '—'}
    </p>
  );
}

describe('live quotes against a real socket.io server', () => {
  let symbolsAnswer = [eurusd];
  const server = useTestServices(() => ({ 'GET /api/v1/symbols/': () => ({ json: { symbols: symbolsAnswer } }) }));
  let io: ReturnType<typeof attachSocketServer> | null = null;
  let socket: TestSocket | null = null;
  const received: Array<[string, string[]]> = [];

  beforeEach(() => {
    symbolsAnswer = [eurusd];
    received.length = 0;
    io = attachSocketServer(server().server, {
      authorize: () => null,
      onConnection: (connected) => {
        socket = connected;
        connected.on('subscribeQuotes', (ids) => received.push(['subscribe', ids]));
        connected.on('unsubscribeQuotes', (ids) => received.push(['unsubscribe', ids]));
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

  it('loads /symbols/ once, writes each quotes push into the cache with a flash, and unsubscribes after the last holder unmounts', async () => {
    const first = render(<BidProbe id="EURUSD" label="first" />, { wrapper: QueryWrapper });
    const second = render(<BidProbe id="EURUSD" label="second" />, { wrapper: QueryWrapper });
    await vi.waitFor(() => expect(received).toEqual([['subscribe', ['EURUSD']]]));
    expect(screen.getByTestId('first').textContent).toBe('1.08490');

    act(() => socket?.emit('quotes', [{ instrument_id: 'EURUSD', bid: '1.08501', ask: '1.08519', time: '2026-11-23T14:30:01.000Z' }]));
    await vi.waitFor(() => expect(screen.getByTestId('first').textContent).toBe('1.08501'));
    expect(screen.getByTestId('second').querySelector('[data-flash]')?.getAttribute('data-flash')).toBe('up');
    expect(getQueryClient().getQueryData<Array<typeof eurusd>>(queryKeys.symbols())?.[0]).toMatchObject({
      ask: '1.08519',
      quote_time: '2026-11-23T14:30:01.000Z',
      change_percent: eurusd.change_percent,
    });

    act(() => socket?.emit('quotes', [{ instrument_id: 'EURUSD', bid: '1.08470', ask: '1.08490', time: '2026-11-23T14:30:02.000Z' }]));
    await vi.waitFor(() => expect(screen.getByTestId('first').querySelector('[data-flash]')?.getAttribute('data-flash')).toBe('down'));
    // Two mounted screens share one load of the list through the cache; no poll follows.
    expect(server().count('GET /api/v1/symbols/')).toBe(1);

    first.unmount();
    second.unmount();
    await vi.waitFor(() => expect(received.at(-1)).toEqual(['unsubscribe', ['EURUSD']]));
    expect(received.filter(([event]) => event === 'unsubscribe')).toHaveLength(1);
    expect(getServices().realtime.getQuoteSubscriptions()).toEqual([]);
  });

  it('loads /symbols/ again and subscribes again after the socket reconnects', async () => {
    render(<BidProbe id="EURUSD" label="probe" />, { wrapper: QueryWrapper });
    await vi.waitFor(() => expect(received).toEqual([['subscribe', ['EURUSD']]]));
    expect(server().count('GET /api/v1/symbols/')).toBe(1);

    // The outage moved the market: the reloaded list carries the new quote.
    symbolsAnswer = [{ ...eurusd, bid: '1.09000', ask: '1.09020', quote_time: '2026-11-23T15:00:00.000Z' }];
    socket?.disconnect(true);
    await vi.waitFor(() => expect(server().count('GET /api/v1/symbols/')).toBe(2), { timeout: 10_000 });
    await vi.waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1.09000'));
    expect(received).toEqual([
      ['subscribe', ['EURUSD']],
      ['subscribe', ['EURUSD']],
    ]);
  });
});
