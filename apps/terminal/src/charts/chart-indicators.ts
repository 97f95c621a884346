import type { SeriesOptionsType, YAxisOptions } from 'highcharts';
import type { ChartPalette } from './chart-palette';
import { indicatorColour, type IndicatorColour } from './indicators/indicator-colours';
import type { PaneLayout } from './indicators/pane-layout';

/** One number an indicator is computed with (a period), and the whole numbers it may take. */
export interface IndicatorParam {
  key: string;
  label: string;
  default: number;
  min: number;
  max: number;
}

/**
 * The technical indicators the chart offers, with the parameters a trader can change and the
 * defaults traders use. The ranges keep each one computable on a chart's history (at most 500
 * candles) and readable.
 */
export const CHART_INDICATORS = [
  {
    id: 'sma',
    name: 'SMA',
    title: 'Simple moving average',
    pane: 'price',
    params: [{ key: 'period', label: 'Period', default: 20, min: 2, max: 400 }],
  },
  {
    id: 'ema',
    name: 'EMA',
    title: 'Exponential moving average',
    pane: 'price',
    params: [{ key: 'period', label: 'Period', default: 50, min: 2, max: 400 }],
  },
  {
    id: 'bb',
    name: 'Bollinger',
    title: 'Bollinger Bands',
    pane: 'price',
    params: [
      { key: 'period', label: 'Period', default: 20, min: 2, max: 400 },
      { key: 'standardDeviation', label: 'Standard deviations', default: 2, min: 1, max: 5 },
    ],
  },
  {
    id: 'rsi',
    name: 'RSI',
    title: 'Relative strength index',
    pane: 'oscillator',
    params: [{ key: 'period', label: 'Period', default: 14, min: 2, max: 100 }],
  },
  {
    id: 'macd',
    name: 'MACD',
    title: 'Moving average convergence divergence',
    pane: 'oscillator',
    params: [
      { key: 'shortPeriod', label: 'Fast period', default: 12, min: 2, max: 100 },
      { key: 'longPeriod', label: 'Slow period', default: 26, min: 3, max: 200 },
      { key: 'signalPeriod', label: 'Signal period', default: 9, min: 2, max: 100 },
    ],
  },
] as const satisfies ReadonlyArray<{
  id: string;
  name: string;
  title: string;
  pane: 'price' | 'oscillator';
  params: readonly IndicatorParam[];
}>;

/** One of {@link CHART_INDICATORS}. */
export type ChartIndicator = (typeof CHART_INDICATORS)[number]['id'];

/** What one indicator is drawn with: its parameters by key, and its colour. */
export interface IndicatorStyle {
  params: Readonly<Record<string, number>>;
  colour: IndicatorColour;
}

/** Every indicator's parameters and colour: the trader's, for every chart in this browser. */
export type IndicatorStyles = Readonly<Record<ChartIndicator, IndicatorStyle>>;

/** Whether a stored value names an indicator (stored data can be from an older version). */
export function isChartIndicator(value: unknown): value is ChartIndicator {
  return CHART_INDICATORS.some((indicator) => indicator.id === value);
}

/** The definition of an indicator. */
export function indicatorDefinition(id: ChartIndicator): (typeof CHART_INDICATORS)[number] {
  const found = CHART_INDICATORS.find((indicator) => indicator.id === id);
  if (!found) throw new Error(`Unknown indicator ${id}`);
  return found;
}

/** The indicators' default parameters, each in its default colour. */
export function defaultIndicatorStyles(): IndicatorStyles {
  const entries = CHART_INDICATORS.map((indicator) => [
    indicator.id,
    { params: Object.fromEntries(indicator.params.map((param) => [param.key, param.default])), colour: 'default' },
  ]);
  return Object.fromEntries(entries) as Record<ChartIndicator, IndicatorStyle>;
}

/** A parameter's value, its default when missing. */
function paramOf(styles: IndicatorStyles, id: ChartIndicator, key: string): number {
  const value = styles[id].params[key];
  if (value !== undefined) return value;
  return indicatorDefinition(id).params.find((param) => param.key === key)?.default ?? 0;
}

/** How the toolbar, the tooltip and the dialog name an indicator: "SMA 20", "MACD 12, 26, 9". */
export function indicatorLabel(id: ChartIndicator, styles: IndicatorStyles): string {
  const definition = indicatorDefinition(id);
  return `${definition.name} ${definition.params.map((param) => paramOf(styles, id, param.key)).join(', ')}`;
}

/** Whether an indicator is drawn in a pane of its own below the price (RSI, MACD). */
export function isOscillator(id: ChartIndicator): boolean {
  return indicatorDefinition(id).pane === 'oscillator';
}

/** The id of the price series the indicators are computed from. */
export const PRICE_SERIES_ID = 'price';

/**
 * The chart's panes as y axes, top to bottom: price, volume, then one pane per oscillator
 * chosen, in the order of {@link CHART_INDICATORS}, with the shares of `layout` (each oscillator
 * at least 100 px, the price at least 55%). Each pane can be resized by dragging the line under
 * it (drag-panes). Labels sit outside the plot, right of it, so candles never cover them.
 */
export function paneAxes(indicators: readonly ChartIndicator[], palette: ChartPalette, layout: PaneLayout): YAxisOptions[] {
  const oscillators = oscillatorsOf(indicators);
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
  const percent = (share: number) => `${share}%`;
  const axes: YAxisOptions[] = [
    { ...common, id: 'price-axis', top: '0%', height: percent(layout.priceShare) },
    {
      ...common,
      id: 'volume-axis',
      top: percent(layout.priceShare),
      height: percent(layout.volumeShare),
      labels: { ...labels, format: '{value:.0f}' },
    },
  ];
  let top = layout.priceShare + layout.volumeShare;
  for (const id of oscillators) {
    axes.push({
      ...common,
      id: `${id}-axis`,
      top: percent(top),
      height: percent(layout.oscillatorShare),
      // Dragging a pane smaller than its floor would undo the layout's promise.
      minLength: layout.oscillatorMinPx,
      ...(id === 'rsi' ? { min: 0, max: 100, tickPositions: [0, 30, 70, 100] } : {}),
    });
    top += layout.oscillatorShare;
  }
  // The last pane has nothing under it to resize against.
  const last = axes[axes.length - 1];
  if (last) last.resize = { enabled: false };
  return axes;
}

/** The oscillators among the chosen indicators, in the order of their panes. */
export function oscillatorsOf(indicators: readonly ChartIndicator[]): ChartIndicator[] {
  return CHART_INDICATORS.filter((indicator) => indicator.pane === 'oscillator' && indicators.includes(indicator.id)).map(
    (indicator) => indicator.id,
  );
}

/** The default colour of each indicator: its slot among the palette's indicator lines. */
const DEFAULT_SLOT: Readonly<Record<ChartIndicator, number>> = { sma: 0, ema: 1, bb: 2, rsi: 0, macd: 0 };

/** The indicator series for the chosen indicators, drawn from the price series with the trader's parameters and colours. */
export function indicatorSeries(
  indicators: readonly ChartIndicator[],
  styles: IndicatorStyles,
  palette: ChartPalette,
  digits: number,
): SeriesOptionsType[] {
  const slot = (index: number) => palette.indicatorLines[index % palette.indicatorLines.length] ?? palette.axisLabel;
  const colourOf = (id: ChartIndicator) => indicatorColour(styles[id].colour, palette, slot(DEFAULT_SLOT[id]));
  const param = (id: ChartIndicator, key: string) => paramOf(styles, id, key);
  const common = { linkedTo: PRICE_SERIES_ID, tooltip: { valueDecimals: digits } };
  return indicators.map((id): SeriesOptionsType => {
    const name = indicatorLabel(id, styles);
    const color = colourOf(id);
    switch (id) {
      case 'sma':
        return { ...common, type: 'sma', id, name, params: { period: param(id, 'period') }, color };
      case 'ema':
        return { ...common, type: 'ema', id, name, params: { period: param(id, 'period') }, color };
      case 'bb':
        return {
          ...common,
          type: 'bb',
          id,
          name,
          params: { period: param(id, 'period'), standardDeviation: param(id, 'standardDeviation') },
          color,
          topLine: { styles: { lineColor: color } },
          bottomLine: { styles: { lineColor: color } },
        };
      case 'rsi':
        return {
          ...common,
          type: 'rsi',
          id,
          name,
          params: { period: param(id, 'period') },
          yAxis: `${id}-axis`,
          color,
          tooltip: { valueDecimals: 2 },
        };
      case 'macd':
        return {
          ...common,
          type: 'macd',
          id,
          name,
          params: { shortPeriod: param(id, 'shortPeriod'), longPeriod: param(id, 'longPeriod'), signalPeriod: param(id, 'signalPeriod') },
          yAxis: `${id}-axis`,
          color,
          macdLine: { styles: { lineColor: color } },
          // The signal line keeps a colour of its own, apart from the MACD line's.
          signalLine: { styles: { lineColor: color === slot(1) ? slot(0) : slot(1) } },
          tooltip: { valueDecimals: digits + 1 },
        };
      default:
        return id satisfies never;
    }
  });
}
