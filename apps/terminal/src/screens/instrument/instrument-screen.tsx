import { Link, useParams } from 'react-router';
import { Card, EmptyState, useLayout } from '@beurs/ui';
import { LoadView } from '../../async/load-view';
import { ScreenTitle } from '../../components/screen-title';
import { useSymbol } from '../../market/use-symbol';
import { useLiveQuotes } from '../../market/use-live-quotes';
import { useSymbols } from '../../market/use-symbols';
import { OrderTicket } from '../../ticket/order-ticket';
import { AlertsPanel } from '../../alerts/alerts-panel';
import { InstrumentChart } from './instrument-chart';
import { InstrumentDetails } from './instrument-details';
import { PhoneTradeBar } from './phone-trade-bar';

/**
 * One instrument: its chart, quote, spread, hours, leverage cap and its order ticket. On a phone
 * the chart takes most of the first screen and the ticket opens in a bottom sheet from the Sell
 * and Buy bar above the bottom navigation.
 */
export default function InstrumentScreen() {
  const { isMobile } = useLayout();
  const { id = '' } = useParams();
  const instrumentId = decodeURIComponent(id).toUpperCase();
  const symbol = useSymbol(instrumentId);
  const { state: loaded } = useSymbols();
  useLiveQuotes(symbol ? [symbol.instrument_id] : []);
  const state = { status: symbol ? ('ready' as const) : loaded.status, retry: loaded.retry };

  return (
    <div className="t-screen">
      <ScreenTitle title={instrumentId}>{symbol ? `${symbol.name} (${symbol.instrument_id})` : instrumentId}</ScreenTitle>
      <LoadView
        state={state}
        what="the instrument"
        isEmpty={!symbol}
        empty={
          <EmptyState
            title={`There is no instrument "${instrumentId}"`}
            description="Pick one from the exchange."
            action={<Link to="/exchange">Go to the exchange</Link>}
          />
        }
      >
        {symbol && isMobile ? (
          <div className="t-grid">
            <Card className="t-chart-card t-phone-chart">
              <InstrumentChart symbol={symbol} fill />
            </Card>
            <Card title="Details">
              <InstrumentDetails symbol={symbol} />
            </Card>
            <Card>
              <AlertsPanel symbol={symbol} />
            </Card>
            <PhoneTradeBar symbol={symbol} />
          </div>
        ) : symbol ? (
          <div className="t-grid t-grid--trade">
            <Card title="Chart" className="t-chart-card">
              <InstrumentChart symbol={symbol} />
            </Card>
            <Card>
              <OrderTicket key={symbol.instrument_id} symbol={symbol} />
            </Card>
            <Card title="Details">
              <InstrumentDetails symbol={symbol} />
            </Card>
            <Card>
              <AlertsPanel symbol={symbol} />
            </Card>
          </div>
        ) : null}
      </LoadView>
    </div>
  );
}
