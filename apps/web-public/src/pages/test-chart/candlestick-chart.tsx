import { useEffect, useMemo, useState } from 'react';
import Highcharts from 'highcharts/esm/highstock';
import 'highcharts/esm/modules/accessibility';
// The named import: the default one renders React error #130 in the production build (TOOLCHAIN.md).
import { HighchartsReact } from 'highcharts-react-official';
import { useAppearance } from '@beurs/ui';
import { candlestickOptions } from './candlestick-options';
import type { SampleCandle } from './sample-candles';
import { readChartColors } from './theme-colors';

/**
 * A Highcharts Stock candlestick of the given candles, in the user's theme. Highcharts is only
 * ever imported by this module, which only the lazily loaded /test-chart page uses.
 */
export function CandlestickChart({ candles }: { candles: readonly SampleCandle[] }) {
  const { themeId } = useAppearance();
  const [colors, setColors] = useState(readChartColors);
  // Read after the theme class is on <html> (the provider sets it in a layout effect, before this runs).
  useEffect(() => setColors(readChartColors()), [themeId]);
  const options = useMemo(() => candlestickOptions(candles, colors), [candles, colors]);
  return <HighchartsReact highcharts={Highcharts} constructorType="stockChart" options={options} />;
}
