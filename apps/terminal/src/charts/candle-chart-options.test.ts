import { describe, expect, it } from 'vitest';
import type { YAxisOptions } from 'highcharts';
import { candleChartOptions, type CandleChartOptionsInput } from './candle-chart-options';
import { defaultIndicatorStyles } from './chart-indicators';
import { currentChartPalette } from './chart-palette';

const input = (orderLines: CandleChartOptionsInput['orderLines']): CandleChartOptionsInput => ({
  instrumentId: 'EURUSD',
  name: 'Euro / US Dollar',
  resolution: '1m',
  digits: 5,
  height: 600,
  palette: currentChartPalette(),
  indicators: [],
  styles: defaultIndicatorStyles(),
  orderLines,
  points: [[Date.UTC(2026, 10, 27, 12), 1.085, 1.086, 1.084, 1.0855]],
  volumes: [[Date.UTC(2026, 10, 27, 12), 10]],
});

const priceAxisOf = (options: ReturnType<typeof candleChartOptions>) =>
  (options.yAxis as YAxisOptions[]).find((axis) => axis.id === 'price-axis');

describe('the order lines in the chart options', () => {
  it('draws each level of the trader’s orders on the price axis and keeps them in view', () => {
    const axis = priceAxisOf(candleChartOptions(input([{ orderId: 'a', kind: 'sl', price: '1.07000', label: 'SL 1.07000' }])));
    expect(axis?.plotLines?.map((line) => line.value)).toEqual([1.07]);
    expect(axis?.softMin).toBeLessThan(1.07);
  });

  // Regression: closing the last position left its lines on the chart, since an update without
  // plotLines keeps the ones drawn before.
  it('says "no lines" once the last order is gone, so a closed position leaves the chart', () => {
    const axis = priceAxisOf(candleChartOptions(input([])));
    expect(axis).toHaveProperty('plotLines', []);
    expect(axis).toHaveProperty('softMin', undefined);
    expect(axis).toHaveProperty('softMax', undefined);
  });
});
