import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { HighchartsReact, type HighchartsReactRefObject } from 'highcharts-react-official';
import type { Candle, CandleResolution } from '@beurs/domain';
import { ChartFrame } from '@beurs/ui';
import { Highcharts } from './stock-modules';
import { candleChartOptions } from './candle-chart-options';
import { applyTicks, CANDLE_MS, midPrice, toCandlePoint, toVolumePoint, type CandlePoint, type VolumePoint } from './candle-point';
import { oscillatorsOf, type ChartIndicator } from './chart-indicators';
import { currentChartPalette } from './chart-palette';
import { loadChartSettings, saveChartSettings } from './chart-settings';
import { ChartToolbar } from './chart-toolbar';
import type { DrawingTool } from './drawing-tools';
import { DRAWING_TOOLS } from './drawing-tools';
import { createFrameBatcher } from './frame-batcher';
import { paneLayout } from './indicators/pane-layout';
import { PaneRoomNotice } from './indicators/pane-room-notice';
import { useIndicatorStyles } from './indicators/use-indicator-styles';
import { moveLastCandles } from './move-last-candles';
import { attachOrderLineDrag } from './order-line-drag';
import type { ChartOrderLine, DragLevelHandler } from './order-lines';
import { ChartTradeOverlay, type PlacedLevel } from './chart-trade-overlay';
import { asStockToolsChart, drawingsOf, toggleDrawingBinding, type StockToolsChart } from './stock-tools-chart';
import { useFillHeight } from './use-fill-height';
import { useThemeClass } from './use-theme-class';
import './candle-chart.css';

/** Props of {@link CandleChart}. */
export interface CandleChartProps {
  instrumentId: string;
  name: string;
  /** Sorted, deduplicated history (sortAndDedupeHistory) of `resolution`. */
  candles: readonly Candle[];
  /** The live quote; each new one updates the current candle of `resolution` or opens the next. */
  quote: { bid: string; ask: string; quote_time: string } | null;
  digits: number;
  height: number;
  /**
   * Fill the box the chart is in (a workspace pane) instead of taking `height`, following the box
   * as it is resized. Defaults to false.
   */
  fill?: boolean;
  /** The candles' resolution. Defaults to `'1m'`. */
  resolution?: CandleResolution;
  /** The user's orders on this instrument as lines (orderLinesOf). Defaults to none. */
  orderLines?: readonly ChartOrderLine[];
  /**
   * Called when the user drags a stop loss, take profit or pending price line to a new level
   * and lets go; without it the lines cannot be dragged. The line returns to the order's level
   * until the order comes back modified.
   */
  onDragLevel?: DragLevelHandler;
  /**
   * Where the Indicators, Draw and Full screen menus go: an element of the chart's header row
   * (one row of tools above the chart leaves the plot the height). Defaults to a row of their
   * own above the plot.
   */
  toolbarTarget?: HTMLElement | null;
  /** What a dragged order line at a price would mean ("−12.40 EUR · −30.0 pips"), shown while it is dragged. */
  describeLevel?: (line: ChartOrderLine, price: string) => string | null;
  /** Closes (or asks to close) a position from the close button on its line. Without it, no button. */
  onClosePosition?: (orderId: string) => void;
  /** Opens the ticket with a pending order at a price picked with the "+" on the price axis. */
  onPlace?: (level: PlacedLevel) => void;
}

const NO_LINES: readonly ChartOrderLine[] = [];
// One object for the life of the module: HighchartsReact calls chart.update(options) whenever this
// prop's identity changes, and an inline literal would change on every render (every quote).
const CONTAINER_PROPS = { className: 't-chart', 'data-testid': 'candle-chart' };

/** Listens to a navigation bindings event (Highcharts' event system); returns the unbinding. */
function onNavigation(navigation: object, event: string, handler: () => void): () => void {
  const off: unknown = Highcharts.addEvent(navigation, event, handler);
  return () => {
    if (typeof off === 'function') off();
  };
}
/** Candles in view when a chart opens: enough to read a trend, few enough to see each one. */
const CANDLES_IN_VIEW = 120;

/**
 * The trading chart of one instrument (Highcharts Stock): candles with their volume, OHLC in the
 * tooltip, indicators (RSI and MACD in panes of their own, resizable), Stock Tools drawing, the
 * user's order lines (stop loss, take profit and pending price draggable), colours from the
 * theme. Live ticks are batched and applied at most once per animation frame. Indicators and
 * drawings are remembered per instrument.
 */
export default function CandleChart({
  instrumentId,
  name,
  candles,
  quote,
  digits,
  height: bandHeight,
  fill = false,
  resolution = '1m',
  orderLines = NO_LINES,
  onDragLevel,
  toolbarTarget,
  describeLevel,
  onClosePosition,
  onPlace,
}: CandleChartProps) {
  const themeClass = useThemeClass();
  // Read again when the theme changes: SVG attributes take colours, not CSS variables.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const palette = useMemo(() => currentChartPalette(), [themeClass]);
  const [settings, setSettings] = useState(() => ({ instrumentId, ...loadChartSettings(instrumentId) }));
  const current = settings.instrumentId === instrumentId ? settings : { instrumentId, ...loadChartSettings(instrumentId) };
  if (current !== settings) setSettings(current);
  const indicators = current.indicators;
  const styles = useIndicatorStyles();

  const chartRef = useRef<HighchartsReactRefObject>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  // The chart and the trading controls laid over it.
  const stageRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(rootRef, plotRef, fill) ?? bandHeight;
  // Oscillators keep their floor: when the box is too short for them, the chart grows and scrolls.
  const oscillators = useMemo(() => oscillatorsOf(indicators), [indicators]);
  const layout = useMemo(() => paneLayout(height, oscillators.length), [height, oscillators.length]);
  // The chart Highcharts made, with the instrument it was made for. Another instrument remounts
  // the chart (its key) and destroys the old one before the new one exists: an effect that ran
  // in between on the destroyed chart (no axes any more) crashed the screen, so a chart of
  // another instrument counts as none.
  const [created, setCreated] = useState<{ chart: StockToolsChart; instrumentId: string } | null>(null);
  const stockChart = created?.instrumentId === instrumentId ? created.chart : null;
  const pointsRef = useRef<CandlePoint[]>([]);
  const volumesRef = useRef<VolumePoint[]>([]);
  // What the long-lived handlers (ticks, drag) read: always the latest props.
  const live = useRef({ resolution, orderLines, onDragLevel, palette, digits, describeLevel });
  useEffect(() => {
    live.current = { resolution, orderLines, onDragLevel, palette, digits, describeLevel };
  });

  // Orders are pushed again with every P&L change: the lines only count when what they draw changes.
  const linesKey = JSON.stringify(orderLines);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLines = useMemo(() => orderLines, [linesKey]);

  const options = useMemo<Highcharts.Options>(() => {
    pointsRef.current = candles.map(toCandlePoint);
    volumesRef.current = candles.map(toVolumePoint);
    return candleChartOptions({
      instrumentId,
      name,
      resolution,
      digits,
      height,
      palette,
      indicators,
      styles,
      layout,
      orderLines: stableLines,
      points: pointsRef.current,
      volumes: volumesRef.current,
    });
  }, [candles, digits, height, instrumentId, name, resolution, indicators, styles, layout, stableLines, palette]);

  // A new history (another timeframe or instrument) opens on its latest candles.
  useEffect(() => {
    const first = candles[0]?.time;
    const last = candles.at(-1)?.time;
    const axis = stockChart?.xAxis[0];
    if (first === undefined || last === undefined || !axis) return;
    // Inside the data: the ordinal axis cannot place a time before the first candle.
    axis.setExtremes(Math.max(first, last - CANDLES_IN_VIEW * CANDLE_MS[resolution]), last);
  }, [candles, resolution, stockChart]);

  const batcher = useMemo(
    () =>
      createFrameBatcher<{ time: number; price: number }>((ticks) => {
        const chart = chartRef.current?.chart;
        if (!chart) return;
        const candleCount = pointsRef.current.length;
        applyTicks(pointsRef.current, ticks, live.current.resolution, volumesRef.current);
        moveLastCandles(chart, pointsRef.current, volumesRef.current, candleCount);
        chart.redraw(false);
      }),
    [],
  );
  useEffect(() => () => batcher.cancel(), [batcher]);

  const lastQuoteTime = useRef<string | null>(null);
  useEffect(() => {
    if (!quote || quote.quote_time === lastQuoteTime.current) return;
    lastQuoteTime.current = quote.quote_time;
    const time = Date.parse(quote.quote_time);
    if (!Number.isNaN(time)) batcher.push({ time, price: midPrice(quote, digits) });
  }, [quote, digits, batcher]);

  // Drawing: the active tool, and saving the drawings whenever one is made, moved or removed.
  const [activeTool, setActiveTool] = useState<DrawingTool | null>(null);
  const saveDrawings = useCallback(() => {
    const chart = chartRef.current?.chart;
    if (!chart) return;
    setSettings((previous) => {
      const next = { ...previous, drawings: drawingsOf(asStockToolsChart(chart)) };
      if (JSON.stringify(next.drawings) === JSON.stringify(previous.drawings)) return previous;
      saveChartSettings(previous.instrumentId, next);
      return next;
    });
  }, []);

  const onChartCreated = useCallback(
    (created: Highcharts.Chart) => {
      const chart = asStockToolsChart(created);
      for (const drawing of loadChartSettings(instrumentId).drawings) {
        try {
          chart.addAnnotation(drawing as Highcharts.AnnotationsOptions, false);
        } catch (error) {
          // A stored drawing Highcharts cannot draw any more is left out, not fatal.
          console.warn('A saved drawing could not be restored', error);
        }
      }
      chart.redraw(false);
      setCreated({ chart, instrumentId });
    },
    [instrumentId],
  );

  useEffect(() => {
    if (!stockChart) return;
    const detachDrag = attachOrderLineDrag(stockChart, {
      lines: () => live.current.orderLines,
      palette: () => live.current.palette,
      digits: () => live.current.digits,
      onDragLevel: () => live.current.onDragLevel,
      describe: (line, price) => live.current.describeLevel?.(line, price) ?? null,
    });
    const unbind: Array<() => void> = [];
    const navigation = stockChart.navigationBindings;
    if (navigation) {
      unbind.push(
        // A drawing is complete when its binding lets go; the popup edits or removes one.
        onNavigation(navigation, 'deselectButton', () => {
          setActiveTool(null);
          setTimeout(saveDrawings, 0);
        }),
        onNavigation(navigation, 'closePopup', () => setTimeout(saveDrawings, 0)),
      );
    }
    // Dragging a drawing (or its control points) ends with the pointer's release.
    const onRelease = () => setTimeout(saveDrawings, 0);
    stockChart.container.addEventListener('pointerup', onRelease);
    return () => {
      detachDrag();
      for (const off of unbind) off();
      stockChart.container?.removeEventListener('pointerup', onRelease);
    };
  }, [stockChart, saveDrawings]);

  const toggleIndicator = (id: ChartIndicator) => {
    setSettings((previous) => {
      const chosen = previous.indicators.includes(id) ? previous.indicators.filter((other) => other !== id) : [...previous.indicators, id];
      const next = { ...previous, indicators: chosen };
      saveChartSettings(previous.instrumentId, next);
      return next;
    });
  };

  const pickTool = (tool: DrawingTool, button: HTMLButtonElement, event: MouseEvent) => {
    const chart = chartRef.current?.chart;
    const binding = DRAWING_TOOLS.find((candidate) => candidate.id === tool)?.binding;
    if (!chart || !binding) return;
    setActiveTool(toggleDrawingBinding(asStockToolsChart(chart), binding, button, event) ? tool : null);
  };

  const removeDrawings = () => {
    const chart = chartRef.current?.chart;
    if (!chart) return;
    const stock = asStockToolsChart(chart);
    for (const annotation of [...(stock.annotations ?? [])]) stock.removeAnnotation(annotation);
    saveDrawings();
  };

  const toolbar = (
    <ChartToolbar
      indicators={indicators}
      onToggleIndicator={toggleIndicator}
      activeTool={activeTool}
      onPickTool={pickTool}
      hasDrawings={current.drawings.length > 0}
      onRemoveDrawings={removeDrawings}
      onFullScreen={() => {
        const chart = chartRef.current?.chart;
        if (chart) asStockToolsChart(chart).fullscreen?.toggle();
      }}
    />
  );

  return (
    <ChartFrame ref={rootRef} className={`t-candle-chart${fill ? ' t-candle-chart--fill' : ''}`}>
      {toolbarTarget ? createPortal(toolbar, toolbarTarget) : toolbar}
      {layout.fits ? null : <PaneRoomNotice oscillators={oscillators} styles={styles} onHide={toggleIndicator} />}
      <div
        ref={plotRef}
        className={`t-candle-chart__plot${layout.fits ? '' : ' t-candle-chart__plot--scrolls'}`}
        style={layout.fits || fill ? undefined : { maxHeight: bandHeight }}
      >
        <div ref={stageRef} className="t-candle-chart__stage">
          <HighchartsReact
            key={instrumentId}
            ref={chartRef}
            highcharts={Highcharts}
            constructorType="stockChart"
            options={options}
            callback={onChartCreated}
            containerProps={CONTAINER_PROPS}
          />
          {stockChart ? (
            <ChartTradeOverlay
              chart={stockChart}
              host={stageRef}
              lines={stableLines}
              digits={digits}
              quote={quote}
              onClosePosition={onClosePosition}
              onPlace={onPlace}
            />
          ) : null}
        </div>
      </div>
    </ChartFrame>
  );
}
