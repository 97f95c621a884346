import { themeColour, type ThemeToken } from './theme-colour';

/** The colours of the candle chart, each from a theme token. */
export interface ChartPalette {
  /** The chart's own background: the surface it sits on, so contrast is measured against it. */
  background: string;
  /** Axis labels, the volume and oscillator titles. */
  axisLabel: string;
  gridLine: string;
  tooltipBackground: string;
  tooltipText: string;
  /** Rising candles (and their volume). */
  up: string;
  /** Falling candles (and their volume). */
  down: string;
  /** Indicator lines, in the order the indicators are added. */
  indicatorLines: readonly string[];
  /** Order lines: the open price, and the stop loss, take profit and pending price. */
  orderOpen: string;
  orderStopLoss: string;
  orderTakeProfit: string;
  orderPending: string;
}

/** Light-theme fallbacks, used when no theme is applied (server rendering, a bare test). */
const FALLBACKS: Readonly<Record<ThemeToken, string>> = {
  bg: '#faf7f5',
  surface: '#ffffff',
  'surface-muted': '#f3eeea',
  text: '#1f1a17',
  'text-muted': '#5c524b',
  accent: '#c2410c',
  'accent-text': '#b13a0a',
  positive: '#0f6d35',
  negative: '#b91c1c',
  warning: '#8a5a00',
  border: '#8a7f78',
};

/**
 * The chart's colours from theme tokens. Every colour text is drawn in is a text token of
 * @beurs/ui, whose themes meet WCAG AA (4.5:1) on the surface the chart is drawn on.
 */
export function chartPalette(token: (name: ThemeToken) => string): ChartPalette {
  return {
    background: token('surface'),
    axisLabel: token('text-muted'),
    gridLine: token('surface-muted'),
    tooltipBackground: token('surface'),
    tooltipText: token('text'),
    up: token('positive'),
    down: token('negative'),
    indicatorLines: [token('accent-text'), token('warning'), token('text-muted'), token('text')],
    orderOpen: token('text'),
    orderStopLoss: token('negative'),
    orderTakeProfit: token('positive'),
    orderPending: token('accent-text'),
  };
}

/** The palette of the theme applied to the document now. */
export function currentChartPalette(): ChartPalette {
  return chartPalette((name) => themeColour(name, FALLBACKS[name]));
}
