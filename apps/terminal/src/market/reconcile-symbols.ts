import type { MarketSymbol } from '@beurs/domain';
import { isNewer } from './apply-quotes';

function sameQuote(a: MarketSymbol, b: MarketSymbol): boolean {
  return (
    a.bid === b.bid &&
    a.ask === b.ask &&
    a.quote_time === b.quote_time &&
    a.is_open === b.is_open &&
    a.change_percent === b.change_percent &&
    a.spread === b.spread
  );
}

/**
 * The next symbols list, keeping the previous object of every instrument whose quote did not
 * change, so rows and selectors only update for the instruments that moved. A streamed quote
 * newer than the loaded one is kept: the `/symbols/` answer may have been written before a
 * `quotes` push that reached the page first.
 */
export function reconcileSymbols(previous: readonly MarketSymbol[], next: readonly MarketSymbol[]): readonly MarketSymbol[] {
  const byId = new Map(previous.map((symbol) => [symbol.instrument_id, symbol]));
  let changed = previous.length !== next.length;
  const result = next.map((loaded, index) => {
    const old = byId.get(loaded.instrument_id);
    const symbol = old && isNewer(old.quote_time, loaded.quote_time) ? { ...loaded, bid: old.bid, ask: old.ask, quote_time: old.quote_time } : loaded;
    const kept = old && sameQuote(old, symbol) ? old : symbol;
    if (kept !== previous[index]) changed = true;
    return kept;
  });
  return changed ? result : previous;
}
