import type { MarketSymbol, PriceSource, PublicQuote } from '@beurs/domain';

/**
 * A public quote with where its price comes from. The public quotes call sends the symbol's
 * `price_source` beside the price; a server that predates price sources sends none.
 */
export type SourcedQuote = PublicQuote & Partial<Pick<MarketSymbol, 'price_source'>>;

/**
 * Where a quote's price comes from, or null when the answer does not say. Not guessed: the
 * public quotes call may leave the source out while an instrument is priced by a live feed, and
 * "Simulated" beside a live price would be untrue.
 */
export function quoteSourceOf(quote: SourcedQuote): PriceSource | null {
  return quote.price_source ?? null;
}

/**
 * Whether no quote shown says it comes from anything but the simulator, working: then the table
 * says so once, in its caption, as it did before prices had sources.
 */
export function allSimulated(quotes: readonly SourcedQuote[]): boolean {
  return quotes.every((quote) => {
    const source = quoteSourceOf(quote);
    return source === null || (source.kind === 'simulated' && source.state === 'ok');
  });
}
