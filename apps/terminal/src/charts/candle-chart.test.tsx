import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Candle } from '@beurs/domain';
import CandleChart from './candle-chart';
import { chartSettingsKey } from './chart-settings';
import type { ChartOrderLine } from './order-lines';
import { priceAxisOf } from './stock-tools-chart';
import { Highcharts } from './stock-modules';

// jsdom lays nothing out: SVG elements have no getBBox, so Highcharts measures text as NaN and
// every pixel position with it. A box from the text's length lets the axes take their places.
beforeAll(() => {
  Object.defineProperty(SVGElement.prototype, 'getBBox', {
    configurable: true,
    value(this: SVGElement) {
      return { x: 0, y: 0, width: (this.textContent ?? '').length * 6, height: 12 };
    },
  });
});

const HOUR = 3_600_000;
// Monday 23 November 2026, 00:00 UTC.
const START = Date.parse('2026-11-23T00:00:00.000Z');

function hourlyCandles(count: number): Candle[] {
  return Array.from({ length: count }, (_, index) => {
    const close = 1.08 + 0.001 * Math.sin(index / 3);
    return {
      time: START - (count - index) * HOUR,
      open: close.toFixed(5),
      high: (close + 0.0005).toFixed(5),
      low: (close - 0.0005).toFixed(5),
      close: close.toFixed(5),
      volume: String(100 + index),
    };
  });
}

const LINES: ChartOrderLine[] = [
  { orderId: 'order-1', kind: 'open', price: '1.08000', label: 'Buy 0.10 @ 1.08000' },
  { orderId: 'order-1', kind: 'sl', price: '1.07900', label: 'SL 1.07900' },
  { orderId: 'order-1', kind: 'tp', price: '1.08100', label: 'TP 1.08100' },
];

function renderChart(overrides: Partial<Parameters<typeof CandleChart>[0]> = {}) {
  return render(
    <CandleChart
      instrumentId="EURUSD"
      name="Euro vs US Dollar"
      candles={hourlyCandles(60)}
      quote={null}
      digits={5}
      height={400}
      resolution="1h"
      orderLines={LINES}
      {...overrides}
    />,
  );
}

/** The order lines' labels as read: without the outline Highcharts draws as a copy of the text. */
function lineLabels(): string[] {
  return [...screen.getByTestId('candle-chart').querySelectorAll('.highcharts-plot-line-label')].map((label) => {
    const copy = label.cloneNode(true) as Element;
    copy.querySelectorAll('.highcharts-text-outline').forEach((outline) => outline.remove());
    return (copy.textContent ?? '').replace(/\u200B/g, '');
  });
}

function theChart(): Highcharts.Chart {
  const chart = Highcharts.charts.filter((candidate) => candidate !== undefined).at(-1);
  if (!chart) throw new Error('no chart was drawn');
  return chart;
}

describe('candle chart', () => {
  it('draws the candles, their volume and the order lines with their labels', () => {
    renderChart();
    const chart = theChart();
    expect(chart.get('price')).toBeTruthy();
    expect(chart.get('volume')).toBeTruthy();
    // The price labels sit right of the plot, never under the candles.
    expect(chart.plotLeft + chart.plotWidth).toBeLessThan(chart.chartWidth - 10);
    expect(screen.getByTestId('candle-chart').querySelector('.highcharts-axis-title')).toBeNull();
    expect(lineLabels()).toEqual(expect.arrayContaining(['Buy 0.10 @ 1.08000', 'SL 1.07900', 'TP 1.08100']));
  });

  it('moves the last candle with each quote and opens the next hour, without rebuilding the chart', async () => {
    const candles = hourlyCandles(60);
    const lastTime = candles.at(-1)?.time ?? 0;
    const props = {
      instrumentId: 'EURUSD',
      name: 'Euro vs US Dollar',
      candles,
      digits: 5,
      height: 400,
      resolution: '1h' as const,
      orderLines: LINES,
    };
    const { rerender } = render(<CandleChart {...props} quote={null} />);
    const chart = theChart();
    const update = vi.spyOn(chart, 'update');
    const quoteAt = (time: number, mid: number) => ({
      bid: (mid - 0.00001).toFixed(5),
      ask: (mid + 0.00001).toFixed(5),
      quote_time: new Date(time).toISOString(),
    });
    const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

    rerender(<CandleChart {...props} quote={quoteAt(lastTime + 60_000, 1.2)} />);
    await frame();
    const price = chart.get('price') as Highcharts.Series;
    const last = () => price.points.at(-1)?.options as { x?: number; high?: number; close?: number };
    expect(last()).toMatchObject({ x: lastTime, high: 1.2, close: 1.2 });

    rerender(<CandleChart {...props} quote={quoteAt(lastTime + HOUR + 60_000, 1.19)} />);
    await frame();
    expect(last()).toMatchObject({ x: lastTime + HOUR, close: 1.19 });
    expect((chart.get('volume') as Highcharts.Series).points.at(-1)?.x).toBe(lastTime + HOUR);
    expect(update).not.toHaveBeenCalled();
  });

  it('switches to another instrument with its own history without touching the destroyed chart', () => {
    const props = { name: 'Pair', digits: 5, height: 400, resolution: '1h' as const, orderLines: [], quote: null };
    const { rerender } = render(<CandleChart {...props} instrumentId="EURUSD" candles={hourlyCandles(60)} />);
    const before = theChart();
    // The new instrument and its candles arrive in one render: the old chart is destroyed first.
    rerender(<CandleChart {...props} instrumentId="GBPUSD" candles={hourlyCandles(40)} />);
    const after = theChart();
    expect(after).not.toBe(before);
    expect((after.get('price') as Highcharts.Series).points.length).toBeGreaterThan(0);
  });

  it('labels a stop-loss close to the fill price at the other end of the plot, so neither hides the other', () => {
    renderChart({
      orderLines: [
        { orderId: 'order-1', kind: 'open', price: '1.08000', label: 'Buy 0.10 @ 1.08000' },
        { orderId: 'order-1', kind: 'sl', price: '1.07995', label: 'SL 1.07995' },
      ],
    });
    const labels = [...screen.getByTestId('candle-chart').querySelectorAll<SVGTextElement>('.highcharts-plot-line-label')];
    const xOf = (text: string) => Number(labels.find((label) => (label.textContent ?? '').includes(text))?.getAttribute('x'));
    const chart = theChart();
    expect(xOf('Buy 0.10')).toBeLessThan(chart.plotLeft + chart.plotWidth / 2);
    expect(xOf('SL 1.07995')).toBeGreaterThan(chart.plotLeft + chart.plotWidth / 2);
  });

  it('keeps a stop loss far from the candles in view', () => {
    renderChart({ orderLines: [...LINES, { orderId: 'order-2', kind: 'sl', price: '1.07000', label: 'SL 1.07000' }] });
    const extremes = theChart().get('price-axis') as unknown as { getExtremes(): { min: number } };
    expect(extremes.getExtremes().min).toBeLessThanOrEqual(1.07);
    expect(lineLabels()).toContain('SL 1.07000');
  });

  it('reports the new level of a dragged stop loss on release, and leaves the fill price alone', () => {
    const onDragLevel = vi.fn();
    renderChart({ onDragLevel });
    const chart = theChart();
    const axis = priceAxisOf(chart);
    if (!axis) throw new Error('no price axis');
    const root = screen.getByTestId('candle-chart');
    const x = chart.plotLeft + 50;
    // A whole pixel: the pointer's position is read in whole pixels, so a fraction would name another price.
    const y = Math.round(axis.toPixels(1.079, false));

    fireEvent.pointerDown(root.querySelector('.highcharts-container') ?? root, { button: 0, clientX: x, clientY: y + 2 });
    fireEvent.pointerMove(document, { clientX: x, clientY: y - 30 });
    // While dragging, the label shows the level the line would move to.
    const moving = lineLabels().find((text) => text.startsWith('SL'));
    const expected = axis.toValue(y - 30, false).toFixed(5);
    expect(moving).toBe(`SL ${expected}`);
    fireEvent.pointerUp(document, { clientX: x, clientY: y - 30 });
    expect(onDragLevel).toHaveBeenCalledTimes(1);
    expect(onDragLevel).toHaveBeenCalledWith('order-1', 'sl', expected);
    // Back at the order's level until the modified order comes back.
    expect(lineLabels()).toContain('SL 1.07900');

    // The fill price of an open position cannot be dragged.
    const openY = axis.toPixels(1.08, false);
    fireEvent.pointerDown(root.querySelector('.highcharts-container') ?? root, { button: 0, clientX: x, clientY: openY });
    fireEvent.pointerMove(document, { clientX: x, clientY: openY - 30 });
    fireEvent.pointerUp(document, { clientX: x, clientY: openY - 30 });
    expect(onDragLevel).toHaveBeenCalledTimes(1);
  });

  it('cannot drag lines when no one listens for the new level', () => {
    renderChart();
    const chart = theChart();
    const axis = priceAxisOf(chart);
    if (!axis) throw new Error('no price axis');
    const root = screen.getByTestId('candle-chart');
    const y = axis.toPixels(1.079, false);
    fireEvent.pointerDown(root.querySelector('.highcharts-container') ?? root, { button: 0, clientX: chart.plotLeft + 50, clientY: y });
    fireEvent.pointerMove(document, { clientX: chart.plotLeft + 50, clientY: y - 30 });
    expect(lineLabels()).toContain('SL 1.07900');
  });

  it('adds RSI in a pane of its own and remembers the indicators of the instrument', async () => {
    const user = userEvent.setup();
    const { unmount } = renderChart();
    const indicators = screen.getByRole('toolbar', { name: 'Indicators' });
    await user.click(within(indicators).getByRole('button', { name: 'RSI 14' }));
    expect(within(indicators).getByRole('button', { name: 'RSI 14' }).getAttribute('aria-pressed')).toBe('true');
    const chart = theChart();
    expect(chart.get('rsi')).toBeTruthy();
    expect(chart.get('rsi-axis')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(chartSettingsKey('EURUSD')) ?? '{}')).toMatchObject({ version: 2, indicators: ['rsi'] });
    unmount();

    renderChart();
    expect(screen.getByRole('button', { name: 'RSI 14' }).getAttribute('aria-pressed')).toBe('true');
    expect(theChart().get('rsi')).toBeTruthy();
  });

  it('restores the drawings of the instrument', () => {
    localStorage.setItem(
      chartSettingsKey('EURUSD'),
      JSON.stringify({
        version: 2,
        indicators: [],
        drawings: [
          {
            type: 'infinityLine',
            langKey: 'horizontalLine',
            typeOptions: { type: 'horizontalLine', points: [{ x: START - 10 * HOUR, y: 1.0805 }] },
          },
        ],
      }),
    );
    renderChart();
    const chart = theChart() as Highcharts.Chart & { annotations?: unknown[] };
    expect(chart.annotations).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove drawings' }).hasAttribute('disabled')).toBe(false);
  });

  it('starts a Stock Tools drawing from its toolbar button and shows how to draw it', async () => {
    const user = userEvent.setup();
    renderChart();
    const tools = screen.getByRole('toolbar', { name: 'Drawing tools' });
    await user.click(within(tools).getByRole('button', { name: 'Fibonacci retracement' }));
    expect(within(tools).getByRole('button', { name: 'Fibonacci retracement' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Click the swing start, its end, then the height of the levels.').getAttribute('role')).toBe('status');
    await user.click(within(tools).getByRole('button', { name: 'Fibonacci retracement' }));
    expect(within(tools).getByRole('button', { name: 'Fibonacci retracement' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('redraws in the colours of the theme chosen', async () => {
    const style = document.createElement('style');
    style.textContent = `.theme-orange { --bx-color-surface: #ffffff; } .theme-indigo { --bx-color-surface: #171a36; }`;
    document.head.append(style);
    document.documentElement.className = 'theme-orange';
    renderChart();
    expect(theChart().options.chart?.backgroundColor).toBe('#ffffff');
    await act(async () => {
      document.documentElement.className = 'theme-indigo';
      // The MutationObserver reports on a microtask.
      await Promise.resolve();
    });
    expect(theChart().options.chart?.backgroundColor).toBe('#171a36');
    style.remove();
  });
});
