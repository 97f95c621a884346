import { useMemo, useState } from 'react';
import { Card, EmptyState } from '@beurs/ui';
import { deriveCountryOptions } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { ScreenTitle } from '../../components/screen-title';
import { useMarketStore } from '../../market/market-store';
import { useLiveQuotes } from '../../market/use-live-quotes';
import { useSymbols } from '../../market/use-symbols';
import { OrderTicket } from '../../ticket/order-ticket';
import { InstrumentChart } from '../instrument/instrument-chart';
import { ExchangeFilters } from './exchange-filters';
import { filterSymbols } from './filter-symbols';
import { InstrumentList } from './instrument-list';

/** The exchange: instruments by type, country and search; the selected one's chart and ticket. */
export default function ExchangeScreen() {
  const { symbols, state } = useSymbols();
  const type = useMarketStore((state) => state.currentSymbolType);
  const countryId = useMarketStore((state) => state.currentCountryId);
  const foundId = useMarketStore((state) => state.foundInstrumentId);
  const onSelect = useMarketStore((state) => state.setFoundInstrumentId);
  const [search, setSearch] = useState('');

  const countries = useMemo(() => deriveCountryOptions(symbols.filter((symbol) => symbol.type === type)), [symbols, type]);
  const listed = useMemo(() => filterSymbols(symbols, { type, countryId, countries, search }), [symbols, type, countryId, countries, search]);
  const selectedId = foundId !== null && listed.some((symbol) => symbol.instrument_id === foundId) ? foundId : (listed[0]?.instrument_id ?? null);
  const selected = symbols.find((symbol) => symbol.instrument_id === selectedId) ?? null;
  // The listed rows stream; the selected one is always among them (chart and ticket).
  useLiveQuotes(useMemo(() => listed.map((symbol) => symbol.instrument_id), [listed]));
  const caption = search.trim() ? `Instruments matching "${search.trim()}"` : 'Instruments';

  return (
    <div className="t-screen">
      <ScreenTitle title="Exchange">Exchange</ScreenTitle>
      <LoadView
        state={state}
        what="the instruments"
        isEmpty={symbols.length === 0}
        empty={<EmptyState title="No instruments" description="The server lists no instruments right now." />}
      >
        <div className="t-grid t-grid--exchange">
          <Card title="Instruments" className="t-exchange-list">
            <ExchangeFilters countries={countries} search={search} onSearch={setSearch} />
            {listed.length === 0 ? (
              <EmptyState title="No instrument matches" description="Try another type, country or search." headingLevel={3} />
            ) : (
              <InstrumentList symbols={listed} selectedId={selectedId} onSelect={onSelect} caption={caption} />
            )}
          </Card>
          {selected ? (
            <>
              <Card title={`${selected.name} (${selected.instrument_id})`} className="t-chart-card">
                <InstrumentChart symbol={selected} />
              </Card>
              <Card>
                <OrderTicket key={selected.instrument_id} symbol={selected} />
              </Card>
            </>
          ) : null}
        </div>
      </LoadView>
    </div>
  );
}
