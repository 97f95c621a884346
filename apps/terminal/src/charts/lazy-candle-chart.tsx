import { lazy, Suspense } from 'react';
import { Skeleton, useWidthBand } from '@beurs/ui';
import type { CandleChartProps } from './candle-chart';
import { chartHeight } from './chart-height';

const CandleChart = lazy(() => import('./candle-chart'));

/** The candlestick chart, its code loaded on first use; height follows the width band (or, with `fill`, its box). */
export function LazyCandleChart(props: Omit<CandleChartProps, 'height'>) {
  const height = chartHeight(useWidthBand());
  return (
    <Suspense fallback={<Skeleton label="Loading the chart" height={height} shape="rectangle" />}>
      <CandleChart {...props} height={height} />
    </Suspense>
  );
}
