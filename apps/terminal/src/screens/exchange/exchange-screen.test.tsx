import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketSymbol, Watchlist } from '@beurs/domain';
import { ALL_INSTRUMENTS, ALL_TYPES, useMarketStore } from '../../market/market-store';
import { makeSymbol, testId } from '../../test/fixtures';
import { renderWithRouter } from '../../test/render-with-router';
import { useTestServices } from '../../test/use-test-services';
import ExchangeScreen from './exchange-screen';

const WEEKDAYS = { timezone: 'Europe/Amsterdam', sessions: [{ days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30' }] };
const ALWAYS = { timezone: 'UTC', sessions: [{ days: [0, 1, 2, 3, 4, 5, 6], open: '00:00', close: '24:00' }] };

// A Sunday as the server reports it: shares and forex closed, crypto trading.
const SYMBOLS: MarketSymbol[] = [
  makeSymbol({ instrument_id: 'ADYEN', name: 'Adyen N.V.', trading_hours: WEEKDAYS, is_open: false }),
  makeSymbol({ instrument_id: 'ASML', name: 'ASML Holding', trading_hours: WEEKDAYS, is_open: false }),
  makeSymbol({ instrument_id: 'EURUSD', name: 'Euro / US Dollar', type: 'forex', country: '', trading_hours: WEEKDAYS, is_open: false }),
  makeSymbol({ instrument_id: 'BTCUSD', name: 'Bitcoin / US Dollar', type: 'crypto', country: '', trading_hours: ALWAYS, is_open: true }),
];

function favourites(instrumentIds: string[]): Watchlist {
  const at = '2026-11-23T10:00:00.000Z';
  return { id: testId(), name: 'Favourites', is_default: true, instrument_ids: instrumentIds, created_at: at, updated_at: at };
}

function listedIds(): string[] {
  return screen.queryAllByRole('row').flatMap((row) => row.getAttribute('data-instrument-id') ?? []);
}

function typeFilter(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: 'Type' });
}

describe('the exchange list opens on what can be traded now', () => {
  let starred: string[] = [];
  useTestServices(() => ({
    'GET /api/v1/symbols/': { json: { symbols: SYMBOLS } },
    'GET /api/v1/watchlists/': () => ({ json: { watchlists: [favourites(starred)] } }),
  }));
  const width = window.innerWidth;

  beforeEach(() => {
    // The phone's list step: the list alone, without the chart and the ticket.
    window.innerWidth = 800;
    useMarketStore.setState({
      listFilter: ALL_INSTRUMENTS,
      listFilterDecided: false,
      typeFilter: ALL_TYPES,
      currentCountryId: 0,
      foundInstrumentId: null,
    });
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('without Favourites: every class, the open crypto first, the closed markets marked with their opening; a search shows All', async () => {
    starred = [];
    const user = userEvent.setup();
    renderWithRouter(<ExchangeScreen />);
    await waitFor(() => expect(listedIds()).toEqual(['BTCUSD', 'ADYEN', 'ASML', 'EURUSD']));
    // On a phone the filters wait behind the Filter button.
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    expect(typeFilter().value).toBe('all');
    expect(within(screen.getByRole('row', { name: /ADYEN/ })).getByText(/^Opens \w{3} \d\d:\d\d$/)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /BTCUSD/ })).queryByText(/^Opens /)).toBeNull();

    // Stocks lists the shares; a search then runs across every class, and the Type filter says so.
    await user.selectOptions(typeFilter(), 'stock');
    expect(listedIds()).toEqual(['ADYEN', 'ASML']);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'usd');
    expect(listedIds()).toEqual(['BTCUSD', 'EURUSD']);
    expect(typeFilter().value).toBe('all');
    expect(within(typeFilter()).getByRole('option', { selected: true }).textContent).toBe('All');

    // Picking a type ends the search: the list is then just that type.
    await user.selectOptions(typeFilter(), 'crypto');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('');
    expect(listedIds()).toEqual(['BTCUSD']);
  });

  it('with Favourites: opens on them, in the trader’s order, the closed ones marked, with the Type filter on All', async () => {
    starred = ['ASML', 'BTCUSD'];
    const user = userEvent.setup();
    renderWithRouter(<ExchangeScreen />);
    await waitFor(() => expect(listedIds()).toEqual(['ASML', 'BTCUSD']));
    await user.click(screen.getByRole('button', { name: /^Filter \(1\)/ }));
    expect(within(screen.getByRole('row', { name: /ASML/ })).getByText(/^Opens /)).toBeTruthy();
    expect(screen.getByRole('button', { name: '★ Favourites' }).getAttribute('aria-pressed')).toBe('true');
    expect(typeFilter().value).toBe('all');
    expect(typeFilter().disabled).toBe(true);
  });
});
