import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Candle } from '@beurs/domain';
import CandleChart from '../candle-chart';
import { chartSettingsKey, INDICATOR_STYLES_KEY } from '../chart-settings';
import { Highcharts } from '../stock-modules';
import { MIN_OSCILLATOR_PX } from './pane-layout';

// jsdom lays nothing out: a box from the text's length lets Highcharts place the axes.
beforeAll(() => {
  Object.defineProperty(SVGElement.prototype, 'getBBox', {
    configurable: true,
    value(this: SVGElement) {
      return { x: 0, y: 0, width: (this.textContent ?? '').length * 6, height: 12 };
    },
  });
});

const HOUR = 3_600_000;
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
      volume: '100',
    };
  });
}

function renderChart(height = 440) {
  return render(
    <CandleChart
      instrumentId="EURUSD"
      name="Euro vs US Dollar"
      candles={hourlyCandles(80)}
      quote={null}
      digits={5}
      height={height}
      resolution="1h"
    />,
  );
}

function theChart(): Highcharts.Chart {
  const chart = Highcharts.charts.filter((candidate) => candidate !== undefined).at(-1);
  if (!chart) throw new Error('no chart was drawn');
  return chart;
}

function seriesOptions(id: string): { params?: Record<string, number>; name?: string; color?: string } {
  const series = theChart().get(id) as Highcharts.Series | undefined;
  if (!series) throw new Error(`no ${id} series`);
  return series.options as { params?: Record<string, number>; name?: string; color?: string };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit indicators…' }));
  return screen.getByRole('dialog', { name: 'Indicators' });
}

function section(dialog: HTMLElement, title: string): HTMLElement {
  return within(dialog).getByRole('group', { name: title });
}

describe('the Indicators dialog', () => {
  it('redraws an indicator with the period typed, and remembers it', async () => {
    const user = userEvent.setup();
    renderChart();
    const dialog = await openDialog(user);
    const sma = section(dialog, 'Simple moving average');
    await user.click(within(sma).getByRole('checkbox', { name: 'Show SMA 20' }));
    expect(seriesOptions('sma').params).toMatchObject({ period: 20 });

    const period = within(sma).getByLabelText('Period');
    await user.clear(period);
    await user.paste('30');
    expect(seriesOptions('sma')).toMatchObject({ params: { period: 30 }, name: 'SMA 30' });
    expect(within(sma).getByRole('checkbox', { name: 'Show SMA 30' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(INDICATOR_STYLES_KEY) ?? 'null')).toMatchObject({
      version: 2,
      indicators: { sma: { params: { period: 30 } } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'SMA 30' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("draws another instrument's indicator with the periods chosen on any chart of the browser", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      INDICATOR_STYLES_KEY,
      JSON.stringify({ version: 2, indicators: { sma: { params: { period: 30 }, colour: 'default' } } }),
    );
    render(
      <CandleChart instrumentId="GBPUSD" name="Pound" candles={hourlyCandles(60)} quote={null} digits={5} height={440} resolution="1h" />,
    );
    await user.click(screen.getByRole('button', { name: 'SMA 30' }));
    expect(seriesOptions('sma').params).toMatchObject({ period: 30 });
    expect(JSON.parse(localStorage.getItem(chartSettingsKey('GBPUSD')) ?? 'null')).toMatchObject({ indicators: ['sma'] });
  });

  it('says what is wrong with an invalid period and keeps drawing the last valid one', async () => {
    const user = userEvent.setup();
    renderChart();
    const dialog = await openDialog(user);
    const rsi = section(dialog, 'Relative strength index');
    await user.click(within(rsi).getByRole('checkbox', { name: 'Show RSI 14' }));
    const period = within(rsi).getByRole('spinbutton', { name: 'Period' });

    await user.clear(period);
    await user.type(period, '1');
    expect(within(rsi).getByText('Period must be a whole number from 2 to 100. The chart keeps 14.')).toBeTruthy();
    expect(period.getAttribute('aria-invalid')).toBe('true');
    expect(seriesOptions('rsi').params).toMatchObject({ period: 14 });

    await user.clear(period);
    expect(within(rsi).getByText('Enter the period: a whole number from 2 to 100. The chart keeps 14.')).toBeTruthy();
    await user.type(period, '9');
    expect(within(rsi).queryByText(/The chart keeps/)).toBeNull();
    expect(seriesOptions('rsi').params).toMatchObject({ period: 9 });

    // MACD's slow period must stay over its fast one.
    const macd = section(dialog, 'Moving average convergence divergence');
    await user.click(within(macd).getByRole('checkbox', { name: 'Show MACD 12, 26, 9' }));
    const slow = within(macd).getByRole('spinbutton', { name: 'Slow period' });
    await user.clear(slow);
    await user.type(slow, '10');
    expect(within(macd).getByText('The slow period must be longer than the fast period (12). The chart keeps 26.')).toBeTruthy();
    expect(seriesOptions('macd').params).toMatchObject({ shortPeriod: 12, longPeriod: 26 });
  });

  it('draws an indicator in the colour picked', async () => {
    const user = userEvent.setup();
    renderChart();
    const dialog = await openDialog(user);
    const ema = section(dialog, 'Exponential moving average');
    await user.click(within(ema).getByRole('checkbox', { name: 'Show EMA 50' }));
    const before = seriesOptions('ema').color;
    await user.click(within(ema).getByRole('radio', { name: 'Red' }));
    expect(seriesOptions('ema').color).not.toBe(before);
    expect(seriesOptions('ema').color).toBe('#b91c1c');
    expect(JSON.parse(localStorage.getItem(INDICATOR_STYLES_KEY) ?? 'null')).toMatchObject({ indicators: { ema: { colour: 'negative' } } });
  });
});

describe('oscillator panes', () => {
  function axisHeight(id: string): number {
    const axis = theChart().get(id) as unknown as { height: number } | undefined;
    if (!axis) throw new Error(`no ${id}`);
    return axis.height;
  }

  it('gives RSI at least 100 px of a tall enough chart', async () => {
    localStorage.setItem(chartSettingsKey('EURUSD'), JSON.stringify({ version: 2, indicators: ['rsi'], drawings: [] }));
    renderChart(440);
    expect(axisHeight('rsi-axis')).toBeGreaterThanOrEqual(MIN_OSCILLATOR_PX);
    expect(axisHeight('price-axis')).toBeGreaterThanOrEqual(0.55 * theChart().plotHeight);
    expect(theChart().chartHeight).toBe(440);
    expect(screen.queryByRole('button', { name: /^Hide/ })).toBeNull();
  });

  it('grows a chart too short for RSI and MACD instead of squeezing them, and offers to hide one', async () => {
    const user = userEvent.setup();
    localStorage.setItem(chartSettingsKey('EURUSD'), JSON.stringify({ version: 2, indicators: ['rsi', 'macd'], drawings: [] }));
    renderChart(440);
    expect(screen.getByText(/RSI 14 and MACD 12, 26, 9 need a taller chart/)).toBeTruthy();
    expect(theChart().chartHeight).toBeGreaterThan(440);
    expect(axisHeight('rsi-axis')).toBeGreaterThanOrEqual(MIN_OSCILLATOR_PX);
    expect(axisHeight('macd-axis')).toBeGreaterThanOrEqual(MIN_OSCILLATOR_PX);
    expect(axisHeight('price-axis')).toBeGreaterThanOrEqual(0.55 * theChart().plotHeight);
    // The chart scrolls inside a box of the height it was given.
    const box = screen.getByTestId('candle-chart').closest('.t-candle-chart__plot') as HTMLElement;
    expect(box.classList.contains('t-candle-chart__plot--scrolls')).toBe(true);
    expect(box.style.maxHeight).toBe('440px');
    // The wheel scrolls that box rather than zooming the time axis.
    const wheelZoom = () => (theChart().options.chart?.zooming?.mouseWheel as { enabled?: boolean } | undefined)?.enabled;
    expect(wheelZoom()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Hide RSI 14' }));
    expect(screen.queryByText(/need a taller chart/)).toBeNull();
    expect(theChart().get('rsi')).toBeUndefined();
    expect(theChart().chartHeight).toBe(440);
    expect(axisHeight('macd-axis')).toBeGreaterThanOrEqual(MIN_OSCILLATOR_PX);
    expect(wheelZoom()).toBe(true);
    await act(async () => Promise.resolve());
  });
});
