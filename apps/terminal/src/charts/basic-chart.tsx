import { HighchartsReact } from 'highcharts-react-official';
import type { Options } from 'highcharts';
import { Highcharts } from './highcharts';

/** A plain Highcharts chart (statistics), loaded lazily with the chart code. */
export default function BasicChart({ options, testId }: { options: Options; testId?: string }) {
  return <HighchartsReact highcharts={Highcharts} options={options} containerProps={{ className: 't-chart', 'data-testid': testId }} />;
}
