import type { SeriesOptionsType, YAxisOptions } from 'highcharts';
import type { ChartPalette } from './chart-palette';

/** The technical indicators the chart offers, with the periods traders use by default. */
export const CHART_INDICATORS = [
  { id: 'sma', label: 'SMA 20', pane: 'price' },
  { id: 'ema', label: 'EMA 50', pane: 'price' },
  { id: 'bb', label: 'Bollinger 20, 2', pane: 'price' },
  { id: 'rsi', label: 'RSI 14', pane: 'oscillator' },
  { id: 'macd', label: 'MACD 12, 26, 9', pane: 'oscillator' },
] as const;

/** One of {@link CHART_INDICATORS}. */
export type ChartIndicator = (typeof CHART_INDICATORS)[number]['id'];

/** Whether a stored value names an indicator (stored data can be from an older version). */
export function isChartIndicator(value: unknown): value is ChartIndicator {
  return CHART_INDICATORS.some((indicator) => indicator.id === value);
}

/** The id of the price series the indicators are computed from. */
export const PRICE_SERIES_ID = 'price';

const OSCILLATORS = ['rsi', 'macd'] as const satisfies readonly ChartIndicator[];
type Oscillator = (typeof OSCILLATORS)[number];

const VOLUME_SHARE = 14;
const OSCILLATOR_SHARE = 20;

/**
 * The chart's panes as y axes, top to bottom: price, volume, then one pane per oscillator
 * chosen (RSI, MACD). Each pane can be resized by dragging the line under it (drag-panes).
 * Labels sit outside the plot, right of it, so candles never cover them.
 */
export function paneAxes(indicators: readonly ChartIndicator[], palette: ChartPalette): YAxisOptions[] {
  const oscillators = OSCILLATORS.filter((id) => indicators.includes(id));
  const priceShare = 100 - VOLUME_SHARE - OSCILLATOR_SHARE * oscillators.length;
  const labels = { align: 'left' as const, x: 6, y: 4, style: { color: palette.axisLabel } };
  // No axis titles (Stock's default): the panes are named by their series (tooltip,
  // accessibility), and a rotated title would take width from every pane.
  const common: YAxisOptions = {
    opposite: true,
    offset: 0,
    labels,
    gridLineColor: palette.gridLine,
    lineColor: palette.gridLine,
    resize: { enabled: true, lineColor: palette.gridLine },
  };
  const axes: YAxisOptions[] = [
    { ...common, id: 'price-axis', top: '0%', height: `${priceShare}%` },
    {
      ...common,
      id: 'volume-axis',
      top: `${priceShare}%`,
      height: `${VOLUME_SHARE}%`,
      labels: { ...labels, format: '{value:.0f}' },
    },
  ];
  let top = priceShare + VOLUME_SHARE;
  for (const id of oscillators) {
    axes.push({
      ...common,
      id: `${id}-axis`,
      top: `${top}%`,
      height: `${OSCILLATOR_SHARE}%`,
      ...(id === 'rsi' ? { min: 0, max: 100, tickPositions: [0, 30, 70, 100] } : {}),
    });
    top += OSCILLATOR_SHARE;
  }
  // The last pane has nothing under it to resize against.
  const last = axes[axes.length - 1];
  if (last) last.resize = { enabled: false };
  return axes;
}

function oscillatorAxis(id: Oscillator): string {
  return `${id}-axis`;
}

/** The indicator series for the chosen indicators, drawn from the price series. */
export function indicatorSeries(indicators: readonly ChartIndicator[], palette: ChartPalette, digits: number): SeriesOptionsType[] {
  const colour = (index: number) => palette.indicatorLines[index % palette.indicatorLines.length] ?? palette.axisLabel;
  const common = { linkedTo: PRICE_SERIES_ID, tooltip: { valueDecimals: digits } };
  return indicators.map((id): SeriesOptionsType => {
    switch (id) {
      case 'sma':
        return { ...common, type: 'sma', id: 'sma', name: 'SMA 20', params: { period: 20 }, color: colour(0) };
      case 'ema':
        return { ...common, type: 'ema', id: 'ema', name: 'EMA 50', params: { period: 50 }, color: colour(1) };
      case 'bb':
        return {
          ...common,
          type: 'bb',
          id: 'bb',
          name: 'Bollinger 20, 2',
          params: { period: 20, standardDeviation: 2 },
          color: colour(2),
          topLine: { styles: { lineColor: colour(2) } },
          bottomLine: { styles: { lineColor: colour(2) } },
        };
      case 'rsi':
        return { ...common, type: 'rsi', id: 'rsi', name: 'RSI 14', params: { period: 14 }, yAxis: oscillatorAxis('rsi'), color: colour(0), tooltip: { valueDecimals: 2 } };
      case 'macd':
        return {
          ...common,
          type: 'macd',
          id: 'macd',
          name: 'MACD 12, 26, 9',
          params: { shortPeriod: 12, longPeriod: 26, signalPeriod: 9 },
          yAxis: oscillatorAxis('macd'),
          color: colour(0),
          macdLine: { styles: { lineColor: colour(0) } },
          signalLine: { styles: { lineColor: colour(1) } },
          tooltip: { valueDecimals: digits + 1 },
        };
      default:
        return id satisfies never;
    }
  });
}
