import { Decimal } from '@beurs/domain';
import type { ListedInstrument } from '../market-data';
import { quoteAround } from '../price-model';
import type { QuoteUpdate } from '../quote-update';
import type { ArrivedLiveQuote } from './live-quote-buffer';

/**
 * A real market's bid and ask (a live feed's best, or a recorded price) as the instrument's
 * quote: rounded outwards to the instrument's digits (the bid down, the ask up, so a client never
 * gets a better price than the market showed), and widened around their mid to the instrument's
 * spread when the market's is narrower (the configured spread is the broker's minimum). Null for
 * a crossed or non-positive book, which no one should trade at.
 */
export function marketQuoteUpdate(
  { instrument }: ListedInstrument,
  book: { bid: string; ask: string; volume: number },
): QuoteUpdate | null {
  const digits = instrument.digits;
  let bid = Decimal.from(book.bid).round(digits, 'floor');
  let ask = Decimal.from(book.ask).round(digits, 'ceil');
  if (!bid.isPositive() || ask.lt(bid)) return null;
  const spread = Decimal.from(instrument.spread);
  const mid = Decimal.from(book.bid).add(Decimal.from(book.ask)).div(2, 10, 'half-even');
  if (ask.sub(bid).lt(spread)) ({ bid, ask } = quoteAround({ mid, spread, digits }));
  return {
    instrumentId: instrument.instrumentId,
    bid: bid.toFixed(digits),
    ask: ask.toFixed(digits),
    mid: mid.toFixed(10),
    volume: book.volume,
  };
}

/** A live feed's best bid and ask as the instrument's quote; a book carries no traded volume. */
export function liveQuoteUpdate(listed: ListedInstrument, arrived: ArrivedLiveQuote): QuoteUpdate | null {
  return marketQuoteUpdate(listed, { bid: arrived.bid, ask: arrived.ask, volume: 0 });
}
