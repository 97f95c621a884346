import type { Options } from 'highcharts';
import type { SampleCandle } from './sample-candles';
import type { ChartColors } from './theme-colors';

/** Highcharts Stock options for a candlestick of the candles, in the theme's colours. */
export function candlestickOptions(candles: readonly SampleCandle[], colors: ChartColors): Options {
  const axis = {
    labels: { style: { color: colors.muted } },
    lineColor: colors.divider,
    tickColor: colors.divider,
    gridLineColor: colors.grid,
  };
  return {
    chart: { backgroundColor: colors.surface, height: 440, style: { fontFamily: 'inherit' } },
    title: { text: 'Sample candles (not market data)', style: { color: colors.text } },
    credits: { style: { color: colors.muted } },
    accessibility: {
      description: `Daily candlestick chart of ${candles.length} sample candles, each with an open, high, low and close price.`,
    },
    rangeSelector: { enabled: false },
    scrollbar: { enabled: false },
    navigator: { enabled: true, xAxis: { labels: { style: { color: colors.muted } } } },
    xAxis: { ...axis, gridLineWidth: 0 },
    // Highcharts Stock draws the price labels inside the plot by default, under the candles:
    // aligned left of their tick on the right-hand axis, they get a margin of their own.
    yAxis: {
      ...axis,
      opposite: true,
      labels: { ...axis.labels, align: 'left', x: 6, y: 4 },
      title: { text: 'Price (USD)', style: { color: colors.muted } },
    },
    tooltip: { valueDecimals: 2, backgroundColor: colors.surface, style: { color: colors.text } },
    series: [
      {
        type: 'candlestick',
        name: 'Sample',
        data: candles.map((candle) => [candle.timestamp, candle.open, candle.high, candle.low, candle.close]),
        color: colors.negative,
        lineColor: colors.negative,
        upColor: colors.positive,
        upLineColor: colors.positive,
      },
    ],
  };
}
