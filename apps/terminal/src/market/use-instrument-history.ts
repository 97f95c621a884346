import { useQuery } from '@tanstack/react-query';
import type { Candle, CandleResolution } from '@beurs/domain';
import { loadStateOf, type LoadState } from '../async/load-state';
import { instrumentHistoryQuery } from '../query/server-queries';

const EMPTY: readonly Candle[] = [];

/**
 * The history of an instrument at a resolution (1m falls back to 1h when the last day has
 * none) with its load state. While another timeframe loads, the previous candles stay on screen.
 * Live quotes then move its last candle (charts/candle-chart.tsx); a socket reconnect invalidates
 * it (market/live-quotes.ts), since the candles of an outage were never ticked into the chart.
 */
export function useInstrumentHistory(
  instrumentId: string | null,
  resolution: CandleResolution = '1m',
): { candles: readonly Candle[]; resolution: CandleResolution; state: LoadState } {
  const query = useQuery({
    ...instrumentHistoryQuery(instrumentId ?? '', resolution),
    enabled: instrumentId !== null,
    // Only across timeframes of one instrument: another instrument's candles never stand in.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === instrumentId ? previous : undefined),
  });
  return { candles: query.data?.candles ?? EMPTY, resolution: query.data?.resolution ?? resolution, state: loadStateOf(query) };
}
