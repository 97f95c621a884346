import { useQuery } from '@tanstack/react-query';
import type { Candle, CandleResolution } from '@beurs/domain';
import { loadStateOf, type LoadState } from '../async/load-state';
import { instrumentHistoryQuery } from '../query/server-queries';

const EMPTY: readonly Candle[] = [];

/** An instrument's history as the chart draws it. */
export interface InstrumentHistoryView {
  candles: readonly Candle[];
  /** The resolution of `candles`: the one drawn. */
  resolution: CandleResolution;
  /**
   * The resolution asked for while it loads and the previous timeframe's candles stand in for
   * it, else null. The chart says so, so the toolbar's choice and the candles drawn never
   * disagree without a word.
   */
  loading: CandleResolution | null;
  state: LoadState;
}

/**
 * The latest candles of an instrument at a resolution (the server's last 500, a closed market's
 * last session included) with their load state. Never another resolution than the one asked
 * for: while another timeframe loads, the previous candles stay on screen and `loading` names
 * the one coming. Live quotes then move its last candle (charts/candle-chart.tsx); a socket
 * reconnect invalidates it (market/live-quotes.ts), since the candles of an outage were never
 * ticked into the chart.
 */
export function useInstrumentHistory(instrumentId: string | null, resolution: CandleResolution = '1m'): InstrumentHistoryView {
  const query = useQuery({
    ...instrumentHistoryQuery(instrumentId ?? '', resolution),
    enabled: instrumentId !== null,
    // Only across timeframes of one instrument: another instrument's candles never stand in.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === instrumentId ? previous : undefined),
  });
  const drawn = query.data?.resolution ?? resolution;
  return {
    candles: query.data?.candles ?? EMPTY,
    resolution: drawn,
    loading: query.isPlaceholderData && drawn !== resolution ? resolution : null,
    state: loadStateOf(query),
  };
}
