import type { MarketSymbol } from '@beurs/domain';

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
 * change, so rows and selectors only update for the instruments that moved.
 */
export function reconcileSymbols(previous: readonly MarketSymbol[], next: readonly MarketSymbol[]): readonly MarketSymbol[] {
  const byId = new Map(previous.map((symbol) => [symbol.instrument_id, symbol]));
  let changed = previous.length !== next.length;
  const result = next.map((symbol, index) => {
    const old = byId.get(symbol.instrument_id);
    const kept = old && sameQuote(old, symbol) ? old : symbol;
    if (kept !== previous[index]) changed = true;
    return kept;
  });
  return changed ? result : previous;
}
