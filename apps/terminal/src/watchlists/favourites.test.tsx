import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Watchlist } from '@beurs/domain';
import { filterSymbols } from '../screens/exchange/filter-symbols';
import { InstrumentList } from '../screens/exchange/instrument-list';
import { makeSymbol } from '../test/fixtures';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { useFavourites } from './use-favourites';

const SYMBOLS = [
  makeSymbol({ instrument_id: 'ADYEN', name: 'Adyen N.V.' }),
  makeSymbol({ instrument_id: 'ASML', name: 'ASML Holding' }),
  makeSymbol({ instrument_id: 'EURUSD', name: 'Euro / US Dollar', type: 'forex' }),
];

function favouritesList(instrumentIds: string[]): Watchlist {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    name: 'Favourites',
    is_default: true,
    instrument_ids: instrumentIds,
    created_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
  };
}

function StarredList() {
  const favourites = useFavourites();
  return <InstrumentList symbols={SYMBOLS} selectedId={null} onSelect={() => undefined} caption="Instruments" favourites={favourites} />;
}

describe('Favourites', () => {
  let saved: Watchlist = favouritesList(['ASML']);
  const server = useTestServices(() => {
    saved = favouritesList(['ASML']);
    return {
      'GET /api/v1/watchlists/': () => ({ json: { watchlists: [saved] } }),
      'POST /api/v1/watchlists/save': (request) => {
        saved = { ...saved, instrument_ids: (request.body as { instrument_ids: string[] }).instrument_ids };
        return { json: { watchlist: saved } };
      },
    };
  });

  it('stars an instrument from its row by saving the whole list in order, and unstars one', async () => {
    renderWithRouter(<StarredList />);
    const user = userEvent.setup();
    const star = await screen.findByRole('button', { name: 'Add ADYEN to Favourites' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove ASML from Favourites' }).getAttribute('aria-pressed')).toBe('true'),
    );
    await user.click(star);
    await waitFor(() => expect(saved.instrument_ids).toEqual(['ASML', 'ADYEN']));
    expect(screen.getByRole('button', { name: 'Remove ADYEN from Favourites' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Remove ASML from Favourites' }));
    await waitFor(() => expect(saved.instrument_ids).toEqual(['ADYEN']));
    expect(server().count('POST /api/v1/watchlists/save')).toBe(2);
  });

  it('puts the star back and says why when the server refuses the save', async () => {
    const message = 'A list holds at most 200 instruments';
    server().route({ 'POST /api/v1/watchlists/save': { status: 422, json: { statusCode: 422, code: 'validation_failed', message } } });
    renderWithRouter(<StarredList />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove ASML from Favourites' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Add ADYEN to Favourites' }));
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add ADYEN to Favourites' }).getAttribute('aria-pressed')).toBe('false'));
  });

  it('the star does not select the row it is on', async () => {
    const picked: string[] = [];
    function Harness() {
      const favourites = useFavourites();
      return (
        <InstrumentList
          symbols={SYMBOLS}
          selectedId={null}
          onSelect={(id) => picked.push(id)}
          caption="Instruments"
          favourites={favourites}
        />
      );
    }
    renderWithRouter(<Harness />);
    const user = userEvent.setup();
    const row = (await screen.findByText('EURUSD')).closest('tr');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Add EURUSD to Favourites' }));
    expect(picked).toEqual([]);
    await user.click(within(row as HTMLElement).getByText('Euro / US Dollar'));
    expect(picked).toEqual(['EURUSD']);
  });

  it('the Favourites filter lists the starred instruments of every type, in the order they were starred', () => {
    const only = ['EURUSD', 'ADYEN'];
    const listed = filterSymbols(SYMBOLS, { type: 'stock', countryId: 0, countries: [], search: '', only });
    expect(listed.map((symbol) => symbol.instrument_id)).toEqual(['EURUSD', 'ADYEN']);
    const searched = filterSymbols(SYMBOLS, { type: 'stock', countryId: 0, countries: [], search: 'euro', only });
    expect(searched.map((symbol) => symbol.instrument_id)).toEqual(['EURUSD']);
  });
});
