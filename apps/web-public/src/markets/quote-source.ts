import type { MarketSymbol, PriceSource, PublicQuote } from '@beurs/domain';

/**
 * A public quote with where its price comes from. The public quotes call sends the symbol's
 * `price_source` beside the price; a server that predates price sources sends none.
 */
export type SourcedQuote = PublicQuote & Partial<Pick<MarketSymbol, 'price_source'>>;

/** The built-in simulator, working: every instrument's source on the default install. */
const SIMULATED: PriceSource = { id: 'simulated', kind: 'simulated', provider: null, state: 'ok', replay_of: null, fallback_since: null };

/**
 * Where a quote's price comes from. Without a `price_source` the server predates price sources,
 * and every price it gave was the simulator's, so that is what the visitor reads.
 */
export function quoteSourceOf(quote: SourcedQuote): PriceSource {
  return quote.price_source ?? SIMULATED;
}

/** Whether every quote shown is the simulator's own, working: then the table can say so once, in its caption. */
export function allSimulated(quotes: readonly SourcedQuote[]): boolean {
  return quotes.every((quote) => {
    const source = quoteSourceOf(quote);
    return source.kind === 'simulated' && source.state === 'ok';
  });
}
