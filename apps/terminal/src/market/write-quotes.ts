import type { QueryClient } from '@tanstack/react-query';
import type { LiveQuote, MarketSymbol } from '@beurs/domain';
import { queryKeys } from '../query/query-keys';
import { applyQuotes } from './apply-quotes';

const QUOTED_LISTS = [queryKeys.symbols(), queryKeys.specialSymbols()] as const;

/**
 * Writes a batch of `quotes` into every cached list of symbols (the instruments and the
 * featured ones). A list the batch does not move is not written, so nothing reading it
 * renders; a quote that changes an instrument's source reloads that list. The entry keeps the time it was loaded: streamed bid and ask do not make the rest of
 * a symbol (open or closed, change) fresh, so a screen mounted later still reloads a stale list.
 *
 * @example
 * writeQuotes(queryClient, [{ instrument_id: 'EURUSD', bid: '1.08501', ask: '1.08509', time: '2026-11-23T14:30:01.000Z' }])
 */
export function writeQuotes(client: QueryClient, quotes: readonly LiveQuote[]): void {
  for (const key of QUOTED_LISTS) {
    const state = client.getQueryState<readonly MarketSymbol[]>(key);
    if (!state?.data) continue;
    const next = applyQuotes(state.data, quotes);
    if (next === state.data) continue;
    client.setQueryData<readonly MarketSymbol[]>(key, next, { updatedAt: state.dataUpdatedAt });
    // A quote from another source: the list shows the fallback at once, and `/symbols/` is asked
    // for the server's own account of it (its state, and whether others changed too).
    if (sourceMoved(state.data, next)) void client.invalidateQueries({ queryKey: key, exact: true });
  }
}

/** Whether a symbol's source changed between two lists of the same instruments in the same order. */
function sourceMoved(before: readonly MarketSymbol[], after: readonly MarketSymbol[]): boolean {
  return after.some((symbol, index) => symbol.price_source !== before[index]?.price_source);
}
