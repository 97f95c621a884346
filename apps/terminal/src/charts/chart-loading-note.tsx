import type { CandleResolution } from '@beurs/domain';
import { EmptyState, Text } from '@beurs/ui';
import { timeframeOf } from './chart-timeframe';

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

/**
 * What the chart says when a timeframe has no candles (an instrument not traded at it yet): the
 * timeframe named, as the toolbar shows it, never another timeframe's candles in its place.
 */
export function ChartEmptyHistory({ resolution }: { resolution: CandleResolution }) {
  return (
    <EmptyState
      title={`No ${timeframeOf(resolution).label} candles yet`}
      description="Candles appear here as the market trades; a longer timeframe may already have some."
      headingLevel={3}
    />
  );
}
