import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, useWidthBand } from '@beurs/ui';
import { ChangePercent } from '../../components/change-percent';
import { LoadView } from '../../async/load-view';
import { useLoad } from '../../async/use-load';
import { featuredCountFor } from '../../layout/card-columns';
import { useMarketStore } from '../../market/market-store';
import { getServices } from '../../services/services';

const REFRESH_MS = 5000;

async function loadSpecial(): Promise<void> {
  const { symbols } = await getServices().api.getSpecialSymbols();
  useMarketStore.getState().setSpecialSymbols(symbols);
}

/** Featured instruments with their quotes; how many follows the width band. */
export function FeaturedInstruments() {
  const special = useMarketStore((state) => state.specialSymbols);
  const state = useLoad(loadSpecial, 'the featured instruments');
  const count = featuredCountFor(useWidthBand());
  const [, setTick] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      loadSpecial().then(
        () => setTick((value) => value + 1),
        (error: unknown) => console.warn('Could not refresh the featured instruments', error),
      );
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <LoadView state={state} what="the featured instruments" isEmpty={special.length === 0} empty={<EmptyState title="No featured instruments" headingLevel={3} />} lines={2}>
      <ul className="t-featured">
        {special.slice(0, count).map((symbol) => (
          <li key={symbol.instrument_id} className="t-featured__item">
            <Link to={`/instrument/${encodeURIComponent(symbol.instrument_id)}`} className="t-featured__link">
              <span className="t-featured__id">{symbol.instrument_id}</span>
              <span className="t-muted t-ellipsis">{symbol.name}</span>
              <span className="t-num">
                {symbol.bid} / {symbol.ask} {symbol.currency}
              </span>
              <ChangePercent value={symbol.change_percent} />
            </Link>
          </li>
        ))}
      </ul>
    </LoadView>
  );
}
