import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState, LinkCard, PriceChange, Text, useWidthBand } from '@beurs/ui';
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
    <LoadView
      state={state}
      what="the featured instruments"
      isEmpty={special.length === 0}
      empty={<EmptyState title="No featured instruments" headingLevel={3} />}
      lines={2}
    >
      <ul className="t-featured">
        {shown.map((symbol) => (
          <li key={symbol.instrument_id} className="t-featured__item">
            <LinkCard
              href={`/instrument/${encodeURIComponent(symbol.instrument_id)}`}
              className="t-featured__link"
              renderLink={({ href, ...props }) => <Link to={href} {...props} />}
            >
              <Text variant="strong">{symbol.instrument_id}</Text>
              <Text variant="muted" className="t-ellipsis">
                {symbol.name}
              </Text>
              <Text variant="numeric" className="t-num">
                <QuotePrice value={symbol.bid} /> / <QuotePrice value={symbol.ask} /> {symbol.currency}
              </Text>
              <PriceChange percent={symbol.change_percent} label="Change today" />
            </LinkCard>
          </li>
        ))}
      </ul>
    </LoadView>
  );
}
