import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState, PriceChange, useWidthBand } from '@beurs/ui';
import { QuotePrice } from '../../components/quote-price';
import { LoadView } from '../../async/load-view';
import { featuredCountFor } from '../../layout/card-columns';
import { useLiveQuotes } from '../../market/use-live-quotes';
import { useSpecialSymbols } from '../../market/use-symbols';

/** Featured instruments with their live quotes; how many follows the width band. */
export function FeaturedInstruments() {
  const { symbols: special, state } = useSpecialSymbols();
  const count = featuredCountFor(useWidthBand());
  const shown = useMemo(() => special.slice(0, count), [special, count]);
  useLiveQuotes(useMemo(() => shown.map((symbol) => symbol.instrument_id), [shown]));

  return (
    <LoadView state={state} what="the featured instruments" isEmpty={special.length === 0} empty={<EmptyState title="No featured instruments" headingLevel={3} />} lines={2}>
      <ul className="t-featured">
        {shown.map((symbol) => (
          <li key={symbol.instrument_id} className="t-featured__item">
            <Link to={`/instrument/${encodeURIComponent(symbol.instrument_id)}`} className="t-featured__link">
              <span className="t-featured__id">{symbol.instrument_id}</span>
              <span className="t-muted t-ellipsis">{symbol.name}</span>
              <span className="t-num">
                <QuotePrice value={symbol.bid} /> / <QuotePrice value={symbol.ask} /> {symbol.currency}
              </span>
              <PriceChange percent={symbol.change_percent} label="Change today" />
            </Link>
          </li>
        ))}
      </ul>
    </LoadView>
  );
}
