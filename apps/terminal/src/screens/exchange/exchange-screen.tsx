import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, EmptyState, useLayout } from '@beurs/ui';
import { deriveCountryOptions, type MarketSymbol, type OrderSide } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { ScreenTitle } from '../../components/screen-title';
import { ALL_INSTRUMENTS, ALL_TYPES, useMarketStore } from '../../market/market-store';
import { useLiveQuotes } from '../../market/use-live-quotes';
import { useSymbols } from '../../market/use-symbols';
import { usePreferences } from '../../preferences/preferences-store';
import { useOneClickOrder } from '../../ticket/use-one-click-order';
import { ListedEmptyState } from '../../watchlists/listed-empty-state';
import { useFavourites } from '../../watchlists/use-favourites';
import { useListFilter } from '../../watchlists/use-list-filter';
import { watchlistsQuery } from '../../watchlists/watchlists-query';
import { ExchangeFilters } from './exchange-filters';
import { ExchangeFlow } from './exchange-flow';
import { ExchangeWorkspace } from './exchange-workspace';
import { filterSymbols, firstTradable, marketOpenings } from './filter-symbols';
import { InstrumentList } from './instrument-list';

/**
 * The exchange: instruments by type, country and search; the selected one's chart and ticket;
 * the account's positions and orders. From 1024 px one workspace holds all four in view; below,
 * a focused flow goes from the list to the instrument's chart to its ticket.
 */
export default function ExchangeScreen() {
  const { isMobile, band } = useLayout();
  const { symbols, state } = useSymbols();
  const type = useMarketStore((state) => state.typeFilter);
  const countryId = useMarketStore((state) => state.currentCountryId);
  const foundId = useMarketStore((state) => state.foundInstrumentId);
  const onSelect = useMarketStore((state) => state.setFoundInstrumentId);
  const oneClick = usePreferences((state) => state.oneClick);
  const defaultVolume = usePreferences((state) => state.defaultVolume);
  const { send: sendOneClick } = useOneClickOrder();
  const [search, setSearch] = useState('');
  const favourites = useFavourites();
  const { filter: listFilter, only, watchlist } = useListFilter();
  const setListFilter = useMarketStore((state) => state.setListFilter);
  const decideOpeningList = useMarketStore((state) => state.decideOpeningList);
  const openingDecided = useMarketStore((state) => state.listFilterDecided);
  const { isPending: listsPending } = useQuery(watchlistsQuery());
  // The list opens on what the trader can trade now: their Favourites when they have any (once
  // the lists are loaded), else every class with the open markets first.
  const favouritesLoaded = favourites.list !== null;
  const hasFavourites = favourites.ids.length > 0;
  useEffect(() => {
    if (favouritesLoaded) decideOpeningList(hasFavourites);
  }, [favouritesLoaded, hasFavourites, decideOpeningList]);
  // Until the lists answer, which list opens is not known: the screen waits for them rather than
  // show every instrument and then switch to the Favourites under the trader's pointer.
  const loadState = !openingDecided && listsPending && state.status === 'ready' ? { ...state, status: 'loading' as const } : state;

  const countries = useMemo(
    () => deriveCountryOptions(type === ALL_TYPES ? symbols : symbols.filter((symbol) => symbol.type === type)),
    [symbols, type],
  );
  const listed = useMemo(
    () => filterSymbols(symbols, { type, countryId, countries, search, only }),
    [symbols, type, countryId, countries, search, only],
  );
  // The chart keeps its instrument while the list is filtered (a trader searches for the next one
  // without losing the chart); only an instrument the server does not list gives way to the first row.
  const selectedId =
    foundId !== null && symbols.some((symbol) => symbol.instrument_id === foundId)
      ? foundId
      : (firstTradable(listed)?.instrument_id ?? null);
  const selected = symbols.find((symbol) => symbol.instrument_id === selectedId) ?? null;
  // The listed rows stream, and the selected instrument (chart and ticket) even when a filter
  // leaves it out of the list.
  useLiveQuotes(
    useMemo(() => [...listed.map((symbol) => symbol.instrument_id), ...(selectedId ? [selectedId] : [])], [listed, selectedId]),
  );
  // When each closed market opens. Worked out again only when the closed ones change (not on
  // every quote), so the time is the one of the last change; a market that opens is reloaded anyway.
  const closedKey = listed.flatMap((symbol) => (symbol.is_open ? [] : [symbol.instrument_id])).join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the closed ids, not by every quote
  const openings = useMemo(() => marketOpenings(listed, new Date()), [closedKey]);
  const caption = search.trim() ? `Instruments matching "${search.trim()}"` : 'Instruments';
  const onOneClick = useCallback(
    (symbol: MarketSymbol, side: OrderSide) => sendOneClick({ symbol, side, volume: defaultVolume }),
    [defaultVolume, sendOneClick],
  );

  const list = (compact: boolean) => (
    <>
      <ExchangeFilters
        countries={countries}
        search={search}
        onSearch={setSearch}
        listFilter={listFilter}
        onListFilter={setListFilter}
        instrumentId={selectedId ?? foundId}
      />
      {listed.length === 0 ? (
        <ListedEmptyState filter={listFilter} watchlist={watchlist} search={search} onShowAll={() => setListFilter(ALL_INSTRUMENTS)} />
      ) : (
        <InstrumentList
          symbols={listed}
          selectedId={selectedId}
          onSelect={onSelect}
          caption={caption}
          openings={openings}
          onOneClick={oneClick ? onOneClick : undefined}
          compact={compact}
          favourites={favourites}
        />
      )}
    </>
  );

  return (
    <div className="t-screen t-screen--exchange">
      <ScreenTitle title="Exchange" size="small">
        Exchange
      </ScreenTitle>
      <LoadView
        state={loadState}
        what="the instruments"
        isEmpty={symbols.length === 0}
        empty={<EmptyState title="No instruments" description="The server lists no instruments right now." />}
      >
        {isMobile ? (
          <ExchangeFlow list={<Card title="Instruments">{list(band < 768)}</Card>} selected={selected} onSelect={onSelect} />
        ) : (
          <ExchangeWorkspace list={list(true)} selected={selected} />
        )}
      </LoadView>
    </div>
  );
}
