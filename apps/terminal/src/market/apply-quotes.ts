import type { LiveQuote, MarketSymbol } from '@beurs/domain';
import { sourceAfterQuote } from './price-source';

/**
 * The symbols with each live quote's bid, ask and time applied (and its source: a quote from
 * another source than the instrument's makes that a fallback, see `sourceAfterQuote`), keeping the object of every
 * instrument the quotes do not move (memoised rows re-render only for those that did) and the
 * list itself when nothing moved. A quote older than the symbol's own quote is dropped: a
 * `/symbols/` answer and a `quotes` push can cross on the wire. `change_percent` stays as loaded
 * (docs/decisions.md: the symbol does not carry the previous close it is computed from).
 *
 * @example
 * applyQuotes(symbols, [{ instrument_id: 'EURUSD', bid: '1.08501', ask: '1.08509', time: '2026-11-23T14:30:01.000Z' }])
 */
export function applyQuotes(symbols: readonly MarketSymbol[], quotes: readonly LiveQuote[]): readonly MarketSymbol[] {
  if (quotes.length === 0 || symbols.length === 0) return symbols;
  const latest = new Map<string, LiveQuote>();
  for (const quote of quotes) {
    const seen = latest.get(quote.instrument_id);
    if (!seen || isNewer(quote.time, seen.time)) latest.set(quote.instrument_id, quote);
  }
  let changed = false;
  const next = symbols.map((symbol) => {
    const quote = latest.get(symbol.instrument_id);
    if (!quote || isNewer(symbol.quote_time, quote.time)) return symbol;
    const source = sourceAfterQuote(symbol.price_source, quote);
    if (quote.bid === symbol.bid && quote.ask === symbol.ask && quote.time === symbol.quote_time && source === symbol.price_source)
      return symbol;
    changed = true;
    const moved = { ...symbol, bid: quote.bid, ask: quote.ask, quote_time: quote.time };
    return source === undefined ? moved : { ...moved, price_source: source };
  });
  return changed ? next : symbols;
}

/** Whether ISO time `a` is later than `b`; an unreadable time is never newer. */
export function isNewer(a: string, b: string): boolean {
  return Date.parse(a) > Date.parse(b);
}

/**
 * A freshly loaded symbols list with the streamed quote kept wherever the cached one is newer:
 * a `/symbols/` answer may have been written before a `quotes` push that reached the page
 * first. Used as the symbols queries' structural sharing, before unchanged objects are kept.
 *
 * @example
 * keepStreamedQuotes(cached, loaded)
 */
export function keepStreamedQuotes(previous: readonly MarketSymbol[] | undefined, next: readonly MarketSymbol[]): readonly MarketSymbol[] {
  if (!previous || previous.length === 0) return next;
  const byId = new Map(previous.map((symbol) => [symbol.instrument_id, symbol]));
  return next.map((loaded) => {
    const cached = byId.get(loaded.instrument_id);
    if (!cached || !isNewer(cached.quote_time, loaded.quote_time)) return loaded;
    const kept = { ...loaded, bid: cached.bid, ask: cached.ask, quote_time: cached.quote_time };
    // The source the newer quote showed (a fallback it began) is newer than the answer's too.
    const sameSource = cached.price_source !== undefined && cached.price_source.id === loaded.price_source?.id;
    return sameSource ? { ...kept, price_source: cached.price_source } : kept;
  });
}
