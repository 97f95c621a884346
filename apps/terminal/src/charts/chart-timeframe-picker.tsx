import { Button, Toolbar } from '@beurs/ui';
import { CHART_TIMEFRAMES, useChartTimeframe, type ChartTimeframe } from './chart-timeframe';

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
 * The chart's timeframe as a row of toggle buttons (one pressed), and the same choice as a
 * drop-down that a narrow chart (a cell of a several-chart layout) shows instead, by a container
 * query (workspace/chart-grid.css), so its tools keep to one row. By default it reads and writes
 * the shared timeframe store, so the keyboard's steps through timeframes show here too; a chart
 * of a several-chart layout gives its own `value` and `onChange`.
 */
export function ChartTimeframePicker({ value, onChange }: { value?: ChartTimeframe; onChange?: (timeframe: ChartTimeframe) => void } = {}) {
  const shared = useChartTimeframe((state) => state.timeframe);
  const setShared = useChartTimeframe((state) => state.setTimeframe);
  const timeframe = value ?? shared;
  const setTimeframe = onChange ?? setShared;
  return (
    <>
      <Toolbar label="Timeframe" className="t-timeframe-buttons">
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
      <select
        className="t-timeframe-select"
        aria-label="Timeframe"
        value={timeframe}
        onChange={(event) => {
          const next = CHART_TIMEFRAMES.find((frame) => frame.id === event.target.value);
          if (next) setTimeframe(next.id);
        }}
      >
        {CHART_TIMEFRAMES.map((frame) => (
          <option key={frame.id} value={frame.id} title={`${NAMES[frame.id]} candles`}>
            {frame.label}
          </option>
        ))}
      </select>
    </>
  );
}
