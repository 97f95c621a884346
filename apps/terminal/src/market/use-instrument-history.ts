import { useQuery } from '@tanstack/react-query';
import type { Candle, CandleResolution } from '@beurs/domain';
import { loadStateOf, type LoadState } from '../async/load-state';
import { instrumentHistoryQuery } from '../query/server-queries';

const EMPTY: readonly Candle[] = [];

/**
 * The one-minute history (hourly when the last day has none) of an instrument with its load
 * state. Live quotes then move its last candle (charts/candle-chart.tsx); a socket reconnect
 * invalidates it (market/live-quotes.ts), since the candles of an outage were never ticked into the chart.
 */
export function useInstrumentHistory(instrumentId: string | null): { candles: readonly Candle[]; resolution: CandleResolution; state: LoadState } {
  const query = useQuery({ ...instrumentHistoryQuery(instrumentId ?? ''), enabled: instrumentId !== null });
  return { candles: query.data?.candles ?? EMPTY, resolution: query.data?.resolution ?? '1m', state: loadStateOf(query) };
}
