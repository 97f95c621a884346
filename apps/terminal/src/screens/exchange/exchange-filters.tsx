import { useEffect, useRef } from 'react';
import { SYMBOL_TYPES, type CountryOption, type SymbolType } from '@beurs/domain';
import { Select, TextField, ToggleButton } from '@beurs/ui';
import { useKeyboardActions } from '../../keyboard/keyboard-actions';
import { ALL_INSTRUMENTS, FAVOURITES_ONLY, useMarketStore, type ListFilter } from '../../market/market-store';
import { WatchlistPicker } from '../../watchlists/watchlist-picker';

const TYPE_LABELS: Record<SymbolType, string> = { stock: 'Stocks', forex: 'Forex', crypto: 'Crypto', index: 'Indices', commodity: 'Commodities' };

function isSymbolType(value: string): value is SymbolType {
  return (SYMBOL_TYPES as readonly string[]).includes(value);
}

/**
 * The exchange's filters: Favourites or one of the user's watchlists (each lists its instruments
 * in the list's order, of every type), type, country (derived from the symbols) and search.
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
  const type = useMarketStore((state) => state.currentSymbolType);
  const countryId = useMarketStore((state) => state.currentCountryId);
  const setType = useMarketStore((state) => state.setCurrentSymbolType);
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
  return (
    <div className="t-filters">
      <ToggleButton className="t-filter-toggle" pressed={favouritesOnly} onPressedChange={(on) => onListFilter(on ? FAVOURITES_ONLY : ALL_INSTRUMENTS)}>
        ★ Favourites
      </ToggleButton>
      <WatchlistPicker filter={listFilter} onFilter={onListFilter} instrumentId={instrumentId} />
      <Select
        label="Type"
        value={type}
        disabled={listFilter.kind !== 'all'}
        onChange={(event) => {
          if (isSymbolType(event.target.value)) setType(event.target.value);
        }}
        options={SYMBOL_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
      />
      <Select
        label="Country"
        value={String(countryId)}
        onChange={(event) => setCountryId(Number(event.target.value))}
        options={[{ value: '0', label: 'All countries' }, ...countries.map((country) => ({ value: String(country.id), label: country.name }))]}
        disabled={listFilter.kind !== 'all' || countries.length === 0}
      />
      <TextField ref={searchRef} label="Search" type="text" value={search} onChange={(event) => onSearch(event.target.value)} placeholder="Name or symbol, e.g. BTC" />
    </div>
  );
}
