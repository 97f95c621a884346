import { SYMBOL_TYPES, type CountryOption, type SymbolType } from '@beurs/domain';
import { Select, TextField } from '@beurs/ui';
import { useMarketStore } from '../../market/market-store';

const TYPE_LABELS: Record<SymbolType, string> = { stock: 'Stocks', forex: 'Forex', crypto: 'Crypto', index: 'Indices', commodity: 'Commodities' };

function isSymbolType(value: string): value is SymbolType {
  return (SYMBOL_TYPES as readonly string[]).includes(value);
}

/** Type, country (derived from the symbols) and search filters of the exchange. */
export function ExchangeFilters({ countries, search, onSearch }: { countries: readonly CountryOption[]; search: string; onSearch: (value: string) => void }) {
  const type = useMarketStore((state) => state.currentSymbolType);
  const countryId = useMarketStore((state) => state.currentCountryId);
  const setType = useMarketStore((state) => state.setCurrentSymbolType);
  const setCountryId = useMarketStore((state) => state.setCurrentCountryId);
  return (
    <div className="t-filters">
      <Select
        label="Type"
        value={type}
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
        disabled={countries.length === 0}
      />
      <TextField label="Search" type="text" value={search} onChange={(event) => onSearch(event.target.value)} placeholder="Name or symbol, e.g. BTC" />
    </div>
  );
}
