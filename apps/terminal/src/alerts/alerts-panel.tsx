import type { MarketSymbol } from '@beurs/domain';
import { Heading } from '@beurs/ui';
import { AlertForm } from './alert-form';
import { AlertsList } from './alerts-list';

/**
 * Price alerts of the selected instrument: a new one, and those already set on it (or, with
 * `listAll`, every alert of the account, as the workspace's alerts view shows them).
 */
export function AlertsPanel({ symbol, listAll = false }: { symbol: MarketSymbol; listAll?: boolean }) {
  return (
    <section className="t-alerts-panel" aria-labelledby="alerts-panel-title">
      <Heading level={3} size="medium" id="alerts-panel-title" className="t-panel-title">
        Price alerts on {symbol.instrument_id}
      </Heading>
      <AlertForm symbol={symbol} />
      <AlertsList {...(listAll ? {} : { instrumentId: symbol.instrument_id })} />
    </section>
  );
}
