import { Decimal, closingPrice, positionPnl } from '@beurs/domain';
import type { orders } from '../db/schema/index';
import type { ConversionRates } from '../market/conversion-rates';
import type { CurrentQuote, InstrumentRow } from '../market/market-data';

export type OrderRow = typeof orders.$inferSelect;

/** What valuing an open position needs: its instrument, the current quote and the FX table. */
export interface ValuationInput {
  order: OrderRow;
  instrument: InstrumentRow;
  quote: CurrentQuote;
  rates: ConversionRates;
}

/**
 * Unrealised P&L of an open position at the current quote, in the account currency (domain
 * `positionPnl`: a buy closes at the bid, a sell at the ask; converted at the current rate).
 */
export function unrealisedPnl({ order, instrument, quote, rates }: ValuationInput): Decimal {
  if (order.openPrice === null) return Decimal.ZERO;
  return positionPnl({
    side: order.side,
    volume: order.volume,
    contractSize: instrument.contractSize,
    openPrice: order.openPrice,
    bid: quote.bid,
    ask: quote.ask,
    quoteToAccountRate: rates.toAccount(instrument.currency),
  });
}

/** The price the position would close at now. */
export function currentClosingPrice(order: OrderRow, quote: CurrentQuote): Decimal {
  return closingPrice(order.side, quote);
}
