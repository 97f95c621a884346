import { Decimal } from '@beurs/domain';
import type { ListedInstrument } from '../market-data';
import { quoteAround } from '../price-model';
import type { QuoteUpdate } from '../quote-update';
import type { ArrivedLiveQuote } from './live-quote-buffer';

/**
 * A live feed's best bid and ask as the instrument's quote: the exchange's own prices, rounded
 * outwards to the instrument's digits (the bid down, the ask up, so a client never gets a better
 * price than the exchange showed), and widened around their mid to the instrument's spread when
 * the exchange's is narrower (the configured spread is the broker's minimum).
 */
export function liveQuoteUpdate({ instrument }: ListedInstrument, arrived: ArrivedLiveQuote): QuoteUpdate | null {
  const digits = instrument.digits;
  let bid = Decimal.from(arrived.bid).round(digits, 'floor');
  let ask = Decimal.from(arrived.ask).round(digits, 'ceil');
  if (!bid.isPositive() || ask.lt(bid)) return null;
  const spread = Decimal.from(instrument.spread);
  const mid = Decimal.from(arrived.bid).add(Decimal.from(arrived.ask)).div(2, 10, 'half-even');
  if (ask.sub(bid).lt(spread)) ({ bid, ask } = quoteAround({ mid, spread, digits }));
  return { instrumentId: instrument.instrumentId, bid: bid.toFixed(digits), ask: ask.toFixed(digits), mid: mid.toFixed(10), volume: 0 };
}
