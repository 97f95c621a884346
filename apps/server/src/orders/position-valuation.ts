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
  const parsed = parsePosition(order, instrument);
  return parsed ? parsedPositionPnl(parsed, quote, rates) : Decimal.ZERO;
}

/** The price the position would close at now. */
export function currentClosingPrice(order: OrderRow, quote: CurrentQuote): Decimal {
  return closingPrice(order.side, quote);
}

/**
 * An open position's figures read from their text once, for valuing it tick after tick without
 * reading them again (the online users' lists, online-orders.ts).
 */
export interface ParsedPosition {
  side: OrderRow['side'];
  volume: Decimal;
  openPrice: Decimal;
  contractSize: Decimal;
  currency: string;
}

export function parsePosition(order: OrderRow, instrument: InstrumentRow): ParsedPosition | null {
  if (order.openPrice === null) return null;
  return {
    side: order.side,
    volume: Decimal.from(order.volume),
    openPrice: Decimal.from(order.openPrice),
    contractSize: Decimal.from(instrument.contractSize),
    currency: instrument.currency,
  };
}

/** The unrealised P&L of a parsed position (what `unrealisedPnl` computes for a row). */
export function parsedPositionPnl(position: ParsedPosition, quote: CurrentQuote, rates: ConversionRates): Decimal {
  return positionPnl({
    side: position.side,
    volume: position.volume,
    contractSize: position.contractSize,
    openPrice: position.openPrice,
    bid: quote.bid,
    ask: quote.ask,
    quoteToAccountRate: rates.toAccount(position.currency),
  });
}
