import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ALL_INSTRUMENTS, ALL_TYPES, useMarketStore, type ListFilter } from '../../market/market-store';
import { renderWithRouter } from '../../test/render-with-router';
import { useTestServices } from '../../test/use-test-services';
import { ExchangeFilters } from './exchange-filters';

const COUNTRIES = [
  { id: 528, name: 'Netherlands' },
  { id: 276, name: 'Germany' },
];

function PhoneFilters() {
  const [search, setSearch] = useState('');
  const [listFilter, setListFilter] = useState<ListFilter>(ALL_INSTRUMENTS);
  return (
    <ExchangeFilters
      countries={COUNTRIES}
      search={search}
      onSearch={setSearch}
      listFilter={listFilter}
      onListFilter={setListFilter}
      instrumentId={null}
    />
  );
}

describe('the exchange filters on a phone', () => {
  useTestServices(() => ({ 'GET /api/v1/watchlists/': { json: { watchlists: [] } } }));
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 375;
    useMarketStore.setState({ listFilter: ALL_INSTRUMENTS, typeFilter: ALL_TYPES, currentCountryId: 0 });
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  it('shows the search and one Filter button that opens the rest and counts the filters in force', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PhoneFilters />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Closed, the type, country and Favourites filters take no room and are not reachable.
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'stock');
    expect(toggle.textContent).toBe('Filter (1) filter on');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), '528');
    expect(toggle.textContent).toBe('Filter (2) filters on');
    expect(screen.getByRole('button', { name: 'Filter (2) filters on' })).toBe(toggle);

    // A search runs across every type and country: those two then read All and are not counted.
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'btc');
    expect(toggle.textContent).toBe('Filter');

    // Favourites is a filter of its own.
    await user.click(screen.getByRole('button', { name: '★ Favourites' }));
    expect(toggle.textContent).toBe('Filter (1) filter on');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
  });
});
