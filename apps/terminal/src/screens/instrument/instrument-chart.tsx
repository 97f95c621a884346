import type { MarketSymbol } from '@beurs/domain';
import { EmptyState } from '@beurs/ui';
import { LoadView } from '../../async/load-view';
import { CANDLE_MS } from '../../charts/candle-point';
import { LazyCandleChart } from '../../charts/lazy-candle-chart';
import { useInstrumentHistory } from '../../market/use-instrument-history';

/** The instrument's live candlestick chart with its loading, empty and error states. */
export function InstrumentChart({ symbol }: { symbol: MarketSymbol }) {
  const { candles, resolution, state } = useInstrumentHistory(symbol.instrument_id);
  return (
    <LoadView
      state={state}
      what="the price history"
      isEmpty={candles.length === 0}
      empty={<EmptyState title="No price history yet" description="Candles appear here as the market trades." headingLevel={3} />}
      lines={6}
    >
      <LazyCandleChart instrumentId={symbol.instrument_id} name={symbol.name} candles={candles} quote={symbol} digits={symbol.digits} candleMs={CANDLE_MS[resolution]} />
    </LoadView>
  );
}
