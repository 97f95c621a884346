import type { Candle, CandleResolution } from '@beurs/domain';
import { useLoad, type LoadState } from '../async/use-load';
import { getServices } from '../services/services';
import { useMarketStore } from './market-store';
import { useReloadOnReconnect } from './use-reload-on-reconnect';

const EMPTY: readonly Candle[] = [];

/**
 * Loads the one-minute history (hourly when the last day has none) of an instrument into the market store (sorted, consecutive
 * equal times dropped: sortAndDedupeHistory) and returns it with its load state. Live quotes then
 * move its last candle (charts/candle-chart.tsx); it is loaded again after a socket reconnect.
 */
export function useInstrumentHistory(instrumentId: string | null): { candles: readonly Candle[]; resolution: CandleResolution; state: LoadState } {
  const state = useLoad(
    async () => {
      if (!instrumentId) return;
      const api = getServices().api;
      let { history, resolution } = await api.getSymbolHistory({ instrument_id: instrumentId, resolution: '1m' });
      if (history.length === 0) {
        // A market closed all day (a weekend) has no minute candles: show hourly ones instead.
        ({ history, resolution } = await api.getSymbolHistory({ instrument_id: instrumentId, resolution: '1h' }));
      }
      useMarketStore.getState().setHistory(instrumentId, history, resolution);
    },
    'the price history',
    instrumentId ?? '',
  );
  // Candles of an outage were never ticked into the chart: the server's history has them.
  useReloadOnReconnect(state.retry);
  const candles = useMarketStore((store) => (store.historyInstrumentId === instrumentId ? store.priceHistory : EMPTY));
  const resolution = useMarketStore((store) => store.historyResolution);
  return { candles, resolution, state };
}
