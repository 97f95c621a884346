import type { AxisPlotLinesOptions, Chart } from 'highcharts';
import type { DrawingOptions } from './chart-settings';

/** A drawn annotation, as far as the chart uses it. */
interface DrawnAnnotation {
  userOptions: Record<string, unknown>;
  options: Record<string, unknown>;
}

/** The navigation bindings Stock Tools adds to a chart (their public surface is internal). */
interface NavigationBindings {
  boundClassNames?: Record<string, unknown>;
  selectedButtonElement?: Element | null;
  /** The events of the binding in progress; null once it is deselected. */
  selectedButton?: unknown;
  bindingsButtonClick(button: Element, events: unknown, clickEvent: Event): void;
}

/** An axis's plot line methods (Highcharts 13's declarations leave them out). */
export interface PlotLineAxis {
  addPlotLine(options: AxisPlotLinesOptions): unknown;
  removePlotLine(id: string): void;
  toPixels(value: number, paneCoordinates?: boolean): number;
  toValue(pixel: number, paneCoordinates?: boolean): number;
}

/**
 * What the stock-tools, annotations and full-screen modules add to a chart, typed narrowly in
 * one place: Highcharts 13's declarations describe few of them.
 */
export type StockToolsChart = Chart & {
  annotations?: DrawnAnnotation[];
  removeAnnotation(annotation: DrawnAnnotation | string): void;
  navigationBindings?: NavigationBindings;
  fullscreen?: { toggle(): void };
  renderTo: HTMLElement;
};

/** The chart with the Stock Tools additions it has once `stock-modules.ts` is loaded. */
export function asStockToolsChart(chart: Chart): StockToolsChart {
  return chart as StockToolsChart;
}

/** The price axis (the top pane) with its plot line methods. */
export function priceAxisOf(chart: Chart): PlotLineAxis | undefined {
  return chart.get('price-axis') as PlotLineAxis | undefined;
}

/**
 * The drawings of a chart as plain JSON: for every option the user's drawing set, its current
 * value (dragging a drawing moves its points in `options`, not in `userOptions`).
 */
export function drawingsOf(chart: StockToolsChart): DrawingOptions[] {
  return (chart.annotations ?? []).map((annotation) => {
    const current: Record<string, unknown> = {};
    for (const key of Object.keys(annotation.userOptions)) current[key] = annotation.options[key] ?? annotation.userOptions[key];
    // Through JSON: functions (event handlers) and references to the chart fall away.
    return JSON.parse(
      JSON.stringify(current, (key, value: unknown) => (key === 'chart' || key === 'annotation' ? undefined : value)),
    ) as DrawingOptions;
  });
}

/**
 * Starts (or, when it is the active one, stops) a Stock Tools drawing binding, as its GUI button
 * would. Returns whether the binding is active afterwards.
 */
export function toggleDrawingBinding(chart: StockToolsChart, binding: string, button: Element, clickEvent: Event): boolean {
  const navigation = chart.navigationBindings;
  const events = navigation?.boundClassNames?.[binding];
  if (!navigation || !events) return false;
  // The bindings tell buttons apart by class name, as in Stock Tools' own toolbar.
  button.classList.add(binding);
  navigation.bindingsButtonClick(button, events, clickEvent);
  return navigation.selectedButtonElement === button && Boolean(navigation.selectedButton);
}
