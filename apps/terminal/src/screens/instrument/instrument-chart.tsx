import { useMemo, useState, type ReactNode } from 'react';
import type { MarketSymbol } from '@beurs/domain';
import { LoadView } from '../../async/load-view';
import { CHART_TIMEFRAMES, useChartTimeframe, type ChartTimeframe } from '../../charts/chart-timeframe';
import { ChartQuickTrade } from '../../charts/chart-quick-trade';
import { ChartEmptyHistory, ChartLoadingNote } from '../../charts/chart-loading-note';
import { ChartTimeframePicker } from '../../charts/chart-timeframe-picker';
import { LazyCandleChart } from '../../charts/lazy-candle-chart';
import { orderLinesOf, type ChartOrderLine, type DragLevelHandler } from '../../charts/order-lines';
import { useInstrumentHistory } from '../../market/use-instrument-history';
import { useChartTrading } from '../../orders/use-chart-trading';
import { useDragToModify } from '../../orders/use-drag-to-modify';
import { useLiveOrders } from '../../session/use-live-orders';
import { SymbolPriceSource } from '../../components/symbol-price-source';
import '../../charts/chart-toolbar.css';

/** Props of {@link InstrumentChart}. */
export interface InstrumentChartProps {
  symbol: MarketSymbol;
  /** The order lines to draw. Defaults to the lines of the user's live orders on this instrument. */
  orderLines?: readonly ChartOrderLine[];
  /**
   * Called when a stop loss, take profit or pending line is dragged to a new level. Defaults to
   * asking the trader to confirm, then modifying the order.
   */
  onDragLevel?: DragLevelHandler;
  /** Fill the pane it is in (the workspace) rather than take the width band's height. */
  fill?: boolean;
  /**
   * This chart's own timeframe and its setter (a chart of a several-chart layout). Defaults to
   * the shared timeframe of the picker and the keyboard.
   */
  timeframe?: ChartTimeframe;
  onTimeframe?: (timeframe: ChartTimeframe) => void;
  /** Shown at the start of the chart's header row (the instrument's name in the workspace). */
  title?: ReactNode;
  /** More tools for the header row, after the chart's menus (the workspace's layout choice). */
  tools?: ReactNode;
}

/**
 * The instrument's live chart at the timeframe of the shared store (picker and keyboard), with
 * the user's order lines on it (drag SL, TP or a pending price to change it, with a confirmation),
 * one-click Sell and Buy when the trader turned one-click trading on, where its prices come from
 * beside its name, and its loading, empty and error states.
 */
export function InstrumentChart({
  symbol,
  orderLines,
  onDragLevel,
  fill = false,
  timeframe: ownTimeframe,
  onTimeframe,
  title,
  tools,
}: InstrumentChartProps) {
  // The chart's own menus (indicators, drawing) join this header row: one row of tools.
  const [menus, setMenus] = useState<HTMLElement | null>(null);
  const sharedTimeframe = useChartTimeframe((state) => state.timeframe);
  const timeframe = ownTimeframe ?? sharedTimeframe;
  const wanted = CHART_TIMEFRAMES.find((frame) => frame.id === timeframe)?.resolution ?? '1m';
  const { candles, resolution, loading, state } = useInstrumentHistory(symbol.instrument_id, wanted);
  const orders = useLiveOrders();
  const liveLines = useMemo(() => orderLinesOf(orders, symbol.instrument_id), [orders, symbol.instrument_id]);
  const dragToModify = useDragToModify();
  const trading = useChartTrading(symbol);
  return (
    <div className={`t-instrument-chart${fill ? ' t-instrument-chart--fill' : ''}`}>
      <div className="t-chart-header">
        {/* The source under the name, not beside it: the header's tools keep their one row. */}
        <div className="t-chart-header__title">
          {title}
          <SymbolPriceSource symbol={symbol} className="t-chart-header__source" />
        </div>
        <ChartTimeframePicker value={ownTimeframe} onChange={onTimeframe} />
        <div ref={setMenus} className="t-chart-header__menus" />
        {tools}
        <ChartQuickTrade symbol={symbol} />
      </div>
      {loading ? <ChartLoadingNote loading={loading} drawn={resolution} /> : null}
      <LoadView
        state={state}
        what="the price history"
        isEmpty={candles.length === 0}
        empty={<ChartEmptyHistory resolution={resolution} onShowTimeframe={onTimeframe} />}
        lines={6}
      >
        <LazyCandleChart
          instrumentId={symbol.instrument_id}
          name={symbol.name}
          candles={candles}
          quote={symbol}
          digits={symbol.digits}
          resolution={resolution}
          orderLines={orderLines ?? liveLines}
          onDragLevel={onDragLevel ?? dragToModify.onDragLevel}
          fill={fill}
          toolbarTarget={menus}
          describeLevel={trading.describeLevel}
          onClosePosition={orderLines ? undefined : trading.onClosePosition}
          onPlace={trading.onPlace}
        />
      </LoadView>
      {onDragLevel ? null : dragToModify.dialog}
      {trading.dialog}
    </div>
  );
}
