import { lazy, Suspense } from 'react';
import { Skeleton } from '@beurs/ui';
import type { Options } from 'highcharts';

const BasicChart = lazy(() => import('./basic-chart'));

/** A statistics chart; the chart code loads on first use. */
export function LazyBasicChart({ options, testId, height = 300 }: { options: Options; testId?: string; height?: number }) {
  return (
    <Suspense fallback={<Skeleton label="Loading the chart" height={height} shape="rectangle" />}>
      <BasicChart options={options} testId={testId} />
    </Suspense>
  );
}
