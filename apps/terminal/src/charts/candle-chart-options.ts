import type { CandleResolution } from '@beurs/domain';
import type { Options } from 'highcharts';
import type { CandlePoint, VolumePoint } from './candle-point';
import { indicatorSeries, oscillatorsOf, paneAxes, PRICE_SERIES_ID, type ChartIndicator, type IndicatorStyles } from './chart-indicators';
import type { ChartPalette } from './chart-palette';
import {
  CHART_MARGIN_BOTTOM,
  CHART_MARGIN_TOP,
  NAVIGATOR_FROM_PX,
  NAVIGATOR_HEIGHT,
  NAVIGATOR_MARGIN,
  paneLayout,
  type PaneLayout,
} from './indicators/pane-layout';
import { orderPlotLine } from './order-line-plot';
import type { ChartOrderLine } from './order-lines';

/** What the chart's options are made of. */
export interface CandleChartOptionsInput {
  instrumentId: string;
  name: string;
  resolution: CandleResolution;
  digits: number;
  /** The chart's height: the layout's when given (it may have grown to fit the oscillators). */
  height: number;
  palette: ChartPalette;
  indicators: readonly ChartIndicator[];
  /** The indicators' periods and colours. */
  styles: IndicatorStyles;
  /** The panes' shares; defaults to {@link paneLayout} of `height` and the oscillators shown. */
  layout?: PaneLayout;
  orderLines: readonly ChartOrderLine[];
  points: readonly CandlePoint[];
  volumes: readonly VolumePoint[];
}

/**
 * The Highcharts Stock options of the trading chart: candles (OHLC in the tooltip) and volume
 * in panes of their own, the indicators' series and panes, the order lines on the price axis,
 * every colour from the palette.
 */
export function candleChartOptions({
  instrumentId,
  name,
  resolution,
  digits,
  height: offered,
  palette,
  indicators,
  styles,
  layout: given,
  orderLines,
  points,
  volumes,
}: CandleChartOptionsInput): Options {
  const axisStyle = { color: palette.axisLabel };
  const layout = given ?? paneLayout(offered, oscillatorsOf(indicators).length);
  const height = layout.chartHeight;
  const yAxis = paneAxes(indicators, palette, layout);
  const priceAxis = yAxis[0];
  if (priceAxis) {
    // Always given, empty too: an update without the key would keep the lines of a position
    // that has just been closed.
    priceAxis.plotLines = orderLines.map((line) => orderPlotLine(line, palette));
    priceAxis.softMin = undefined;
    priceAxis.softMax = undefined;
  }
  if (priceAxis && orderLines.length > 0) {
    // The trader's own levels stay in view (a plot line outside the axis range is not drawn).
    const prices = orderLines.map((line) => Number(line.price));
    const all = [...prices, ...points.flatMap((point) => [point[2], point[3]])];
    // A little room beyond the outermost level, so its label (drawn above the line) is not cut.
    const room = (Math.max(...all) - Math.min(...all)) * 0.04;
    priceAxis.softMin = Math.min(...prices) - room;
    priceAxis.softMax = Math.max(...prices) + room;
  }
  return {
    // Fixed top and bottom margins: the panes' pixel heights are then what the layout computed.
    chart: {
      height,
      backgroundColor: palette.background,
      spacingRight: 4,
      marginTop: CHART_MARGIN_TOP,
      marginBottom: CHART_MARGIN_BOTTOM,
      // A chart grown past its box (oscillators at their floor) scrolls in it: the wheel then
      // scrolls the box instead of zooming the time axis under the pointer.
      zooming: { mouseWheel: { enabled: layout.fits } },
    },
    title: { text: undefined },
    accessibility: { description: `Price of ${name} (${instrumentId}), ${resolution} candles of the mid price, with their volume.` },
    rangeSelector: { enabled: false },
    navigator: {
      enabled: height >= NAVIGATOR_FROM_PX,
      height: NAVIGATOR_HEIGHT,
      margin: NAVIGATOR_MARGIN,
      xAxis: { labels: { style: axisStyle } },
      series: { color: palette.axisLabel, lineColor: palette.axisLabel },
    },
    scrollbar: { enabled: false },
    time: { timezone: undefined },
    xAxis: {
      labels: { style: axisStyle },
      lineColor: palette.gridLine,
    },
    yAxis,
    tooltip: {
      split: false,
      shared: true,
      backgroundColor: palette.tooltipBackground,
      borderColor: palette.axisLabel,
      style: { color: palette.tooltipText },
    },
    legend: { enabled: false },
    plotOptions: { series: { dataGrouping: { enabled: false } } },
    series: [
      {
        type: 'candlestick',
        id: PRICE_SERIES_ID,
        name: instrumentId,
        data: points.map((point) => [...point]),
        yAxis: 'price-axis',
        // Rising candles in the positive colour, falling in the negative one (filled: a
        // hollow candle is not told by colour alone).
        upColor: palette.up,
        upLineColor: palette.up,
        color: palette.down,
        lineColor: palette.down,
        lastPrice: { enabled: true, color: palette.axisLabel },
        tooltip: {
          valueDecimals: digits,
          pointFormat: 'Open <b>{point.open}</b> High <b>{point.high}</b><br/>Low <b>{point.low}</b> Close <b>{point.close}</b><br/>',
        },
      },
      {
        type: 'column',
        id: 'volume',
        name: 'Volume',
        data: volumes.map((point) => [...point]),
        yAxis: 'volume-axis',
        color: palette.axisLabel,
        borderWidth: 0,
        tooltip: { valueDecimals: 0 },
      },
      ...indicatorSeries(indicators, styles, palette, digits),
    ],
  };
}
