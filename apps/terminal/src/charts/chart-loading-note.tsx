import type { CandleResolution } from '@beurs/domain';
import { Button, EmptyState, Text } from '@beurs/ui';
import { CHART_TIMEFRAMES, timeframeOf, useChartTimeframe, type ChartTimeframe } from './chart-timeframe';

/** Props of {@link ChartLoadingNote}. */
export interface ChartLoadingNoteProps {
  /** The resolution the toolbar shows, still loading. */
  loading: CandleResolution;
  /** The resolution of the candles on screen meanwhile. */
  drawn: CandleResolution;
}

/**
 * Says that the candles on screen are the previous timeframe's while the one picked loads: the
 * toolbar already shows the new timeframe, and the chart must not pass one for the other.
 */
export function ChartLoadingNote({ loading, drawn }: ChartLoadingNoteProps) {
  return (
    <Text variant="muted" role="status" className="t-chart-loading-note">
      Loading {timeframeOf(loading).label} candles; {timeframeOf(drawn).label} candles are shown until they arrive.
    </Text>
  );
}

/** Props of {@link ChartEmptyHistory}. */
export interface ChartEmptyHistoryProps {
  /** The timeframe asked for, which has no candles. */
  resolution: CandleResolution;
  /** Picks another timeframe; defaults to the shared timeframe of the picker and the keyboard. */
  onShowTimeframe?: ((timeframe: ChartTimeframe) => void) | undefined;
}

/** The timeframe offered instead of an empty finer one: the seeded hourly history reaches a week back. */
const FALLBACK_TIMEFRAME: ChartTimeframe = '1h';

/**
 * What the chart says when a timeframe has no candles (a market not traded at it since the
 * history began): the timeframe named, as the toolbar shows it, and a button to show hourly
 * candles instead. The toolbar changes only when the trader asks: another timeframe's candles
 * never stand in under its name.
 */
export function ChartEmptyHistory({ resolution, onShowTimeframe }: ChartEmptyHistoryProps) {
  const setShared = useChartTimeframe((state) => state.setTimeframe);
  const show = onShowTimeframe ?? setShared;
  const offered =
    CHART_TIMEFRAMES.findIndex((frame) => frame.id === FALLBACK_TIMEFRAME) >
    CHART_TIMEFRAMES.findIndex((frame) => frame.resolution === resolution);
  return (
    <EmptyState
      title={`No ${timeframeOf(resolution).label} candles yet`}
      description="Candles appear here as the market trades; a longer timeframe may already have some."
      headingLevel={3}
      action={
        offered ? (
          <Button variant="secondary" onClick={() => show(FALLBACK_TIMEFRAME)}>
            Show {FALLBACK_TIMEFRAME} candles
          </Button>
        ) : undefined
      }
    />
  );
}
