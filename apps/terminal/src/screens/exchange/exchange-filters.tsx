import { useEffect, useId, useRef, useState } from 'react';
import { SYMBOL_TYPES, type CountryOption, type SymbolType } from '@beurs/domain';
import { Button, Select, TextField, ToggleButton, useLayout } from '@beurs/ui';
import { useKeyboardActions } from '../../keyboard/keyboard-actions';
import { ALL_INSTRUMENTS, ALL_TYPES, FAVOURITES_ONLY, useMarketStore, type ListFilter, type TypeFilter } from '../../market/market-store';
import { WatchlistPicker } from '../../watchlists/watchlist-picker';
import { activeFilterCount } from './filter-count';
import { shownFilters } from './filter-symbols';
import './exchange-filters-phone.css';

const TYPE_LABELS: Record<SymbolType, string> = {
  stock: 'Stocks',
  forex: 'Forex',
  crypto: 'Crypto',
  index: 'Indices',
  commodity: 'Commodities',
};
const TYPE_OPTIONS = [{ value: ALL_TYPES, label: 'All' }, ...SYMBOL_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))];

function isTypeFilter(value: string): value is TypeFilter {
  return value === ALL_TYPES || (SYMBOL_TYPES as readonly string[]).includes(value);
}

/**
 * The exchange's filters: Favourites or one of the user's watchlists (each lists its instruments
 * in the list's order, of every type), type (one class or All), country (derived from the
 * symbols) and search. Type and Country always say what is listed: a search or a chosen list runs
 * across every class and country, so they read All meanwhile; picking a type or a country ends
 * the search, so the list then shows just what they say. On a phone the search comes first and
 * the rest waits behind one "Filter" button that counts the filters in force ("Filter (2)"), so
 * the instruments start on the first screen.
 */
export function ExchangeFilters({
  countries,
  search,
  onSearch,
  listFilter,
  onListFilter,
  instrumentId,
}: {
  countries: readonly CountryOption[];
  search: string;
  onSearch: (value: string) => void;
  /** Which instruments are listed, resolved against the loaded lists (useListFilter). */
  listFilter: ListFilter;
  onListFilter: (filter: ListFilter) => void;
  /** The selected instrument, which the watchlists dialog adds to a list or takes out. */
  instrumentId: string | null;
}) {
  const favouritesOnly = listFilter.kind === 'favourites';
  const chosenType = useMarketStore((state) => state.typeFilter);
  const chosenCountryId = useMarketStore((state) => state.currentCountryId);
  const setType = useMarketStore((state) => state.setTypeFilter);
  const setCountryId = useMarketStore((state) => state.setCurrentCountryId);
  const searchRef = useRef<HTMLInputElement>(null);
  // "/" goes to the search, as in most trading and search tools.
  useEffect(
    () =>
      useKeyboardActions.getState().register('focusSearch', () => {
        searchRef.current?.focus();
        searchRef.current?.select();
        return null;
      }),
    [],
  );
  const listed = listFilter.kind !== 'all';
  const shown = shownFilters({ type: chosenType, countryId: chosenCountryId, search, only: listed ? [] : null });
  const { isMobile } = useLayout();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const searchField = (
    <TextField
      ref={searchRef}
      label="Search"
      type="text"
      value={search}
      onChange={(event) => onSearch(event.target.value)}
      placeholder="Name or symbol, e.g. BTC"
    />
  );
  const filters = (
    <>
      <ToggleButton
        className="t-filter-toggle"
        pressed={favouritesOnly}
        onPressedChange={(on) => onListFilter(on ? FAVOURITES_ONLY : ALL_INSTRUMENTS)}
      >
        ★ Favourites
      </ToggleButton>
      <WatchlistPicker filter={listFilter} onFilter={onListFilter} instrumentId={instrumentId} />
      <Select
        label="Type"
        value={shown.type}
        disabled={listed}
        onChange={(event) => {
          if (!isTypeFilter(event.target.value)) return;
          setType(event.target.value);
          onSearch('');
        }}
        options={TYPE_OPTIONS}
      />
      <Select
        label="Country"
        value={String(shown.countryId)}
        onChange={(event) => {
          setCountryId(Number(event.target.value));
          onSearch('');
        }}
        options={[
          { value: '0', label: 'All countries' },
          ...countries.map((country) => ({ value: String(country.id), label: country.name })),
        ]}
        disabled={listed || countries.length === 0}
      />
    </>
  );
  if (isMobile) {
    const count = activeFilterCount(listFilter, shown);
    return (
      <div className="t-filters-phone">
        <div className="t-filters-phone__top">
          {searchField}
          <Button
            variant="secondary"
            size="small"
            className="t-filters-phone__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {count > 0 ? (
              <>
                {`Filter (${count}) `}
                <span className="bx-visually-hidden">{count === 1 ? 'filter on' : 'filters on'}</span>
              </>
            ) : (
              'Filter'
            )}
          </Button>
        </div>
        <div id={panelId} className="t-filters t-filters-phone__panel" hidden={!open}>
          {filters}
        </div>
      </div>
    );
  }
  return (
    <div className="t-filters">
      {filters}
      {searchField}
    </div>
  );
}
