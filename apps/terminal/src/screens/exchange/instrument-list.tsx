import { memo } from 'react';
import { Link } from 'react-router';
import { ChangePercent } from '../../components/change-percent';
import { QuotePrice } from '../../components/quote-price';
import type { MarketSymbol } from '@beurs/domain';

const Row = memo(function Row({ symbol, selected, onSelect }: { symbol: MarketSymbol; selected: boolean; onSelect: (id: string) => void }) {
  return (
    <tr className={selected ? 't-row--selected' : undefined} aria-selected={selected}>
      <td>
        <button type="button" className="t-link-button" onClick={() => onSelect(symbol.instrument_id)} aria-pressed={selected}>
          {symbol.instrument_id}
        </button>
      </td>
      <td className="t-hide-narrow">
        <span className="t-ellipsis t-instrument-name" title={symbol.name}>
          {symbol.name}
        </span>
      </td>
      <td className="t-num" data-testid="quote-bid">
        <QuotePrice value={symbol.bid} />
      </td>
      <td className="t-num" data-testid="quote-ask">
        <QuotePrice value={symbol.ask} />
      </td>
      <td className="t-num">
        <ChangePercent value={symbol.change_percent} />
      </td>
      <td className="t-hide-narrow">{symbol.is_open ? 'Open' : 'Closed'}</td>
      <td>
        <Link to={`/instrument/${encodeURIComponent(symbol.instrument_id)}`} aria-label={`Details of ${symbol.instrument_id}`}>
          Details
        </Link>
      </td>
    </tr>
  );
});

/** The instruments with live quotes; a click selects one for the chart and the ticket. */
export function InstrumentList({ symbols, selectedId, onSelect, caption }: { symbols: readonly MarketSymbol[]; selectedId: string | null; onSelect: (id: string) => void; caption: string }) {
  return (
    <div className="bx-table-scroll t-instrument-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="bx-table t-instrument-table">
        <caption className="bx-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="bx-table__header">Instrument</th>
            <th scope="col" className="bx-table__header t-hide-narrow">Name</th>
            <th scope="col" className="bx-table__header t-num">Bid</th>
            <th scope="col" className="bx-table__header t-num">Ask</th>
            <th scope="col" className="bx-table__header t-num">Change</th>
            <th scope="col" className="bx-table__header t-hide-narrow">Market</th>
            <th scope="col" className="bx-table__header"><span className="bx-visually-hidden">Link</span></th>
          </tr>
        </thead>
        <tbody>
          {symbols.map((symbol) => (
            <Row key={symbol.instrument_id} symbol={symbol} selected={symbol.instrument_id === selectedId} onSelect={onSelect} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
