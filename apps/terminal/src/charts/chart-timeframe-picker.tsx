import { Button, Toolbar } from '@beurs/ui';
import { CHART_TIMEFRAMES, useChartTimeframe } from './chart-timeframe';

const NAMES: Record<(typeof CHART_TIMEFRAMES)[number]['id'], string> = {
  '1m': '1 minute',
  '5m': '5 minutes',
  '15m': '15 minutes',
  '1h': '1 hour',
  '4h': '4 hours',
  '1D': '1 day',
  '1W': '1 week',
};

/**
 * The chart's timeframe as a row of toggle buttons (one pressed). It reads and writes the shared
 * timeframe store, so the keyboard's steps through timeframes show here too.
 */
export function ChartTimeframePicker() {
  const timeframe = useChartTimeframe((state) => state.timeframe);
  const setTimeframe = useChartTimeframe((state) => state.setTimeframe);
  return (
    <Toolbar label="Timeframe">
      {CHART_TIMEFRAMES.map((frame) => (
        <Button
          key={frame.id}
          size="small"
          variant={frame.id === timeframe ? 'primary' : 'ghost'}
          aria-pressed={frame.id === timeframe}
          title={`${NAMES[frame.id]} candles`}
          onClick={() => setTimeframe(frame.id)}
        >
          {frame.label}
        </Button>
      ))}
    </Toolbar>
  );
}
