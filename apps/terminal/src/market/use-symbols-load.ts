import { useLoad, type LoadState } from '../async/use-load';
import { getServices } from '../services/services';
import { useMarketStore } from './market-store';
import { useReloadOnReconnect } from './use-reload-on-reconnect';

async function loadSymbols(): Promise<void> {
  const { symbols } = await getServices().api.getSymbols();
  useMarketStore.getState().setSymbols(symbols);
}

/**
 * Loads `/symbols/` into the market store when the caller mounts and again after every socket
 * reconnect; between the two, prices come from the quote stream (useLiveQuotes), not polling.
 * `what` names the data in the loading and failure states.
 */
export function useSymbolsLoad(what: string): LoadState {
  const state = useLoad(loadSymbols, what);
  useReloadOnReconnect(state.retry);
  return state;
}
