import { Decimal, formatMoneyAmount, type Order, type Quote } from '@beurs/domain';
import type { ConversionRates } from '../market/conversion-rates';
import type { CurrentQuote, InstrumentRow } from '../market/market-data';
import { currentClosingPrice, unrealisedPnl, type OrderRow } from './position-valuation';

function priceText(value: string | null, digits: number): string | null {
  return value === null ? null : Decimal.from(value).toFixed(digits);
}

function recordedQuote(bid: string | null, ask: string | null, time: Date | null, source: string | null, digits: number): Quote | null {
  if (bid === null || ask === null || time === null) return null;
  const quote: Quote = { bid: Decimal.from(bid).toFixed(digits), ask: Decimal.from(ask).toFixed(digits), time: time.toISOString() };
  // Fills from before sources were recorded say nothing rather than guess.
  if (source !== null) quote.source = source;
  return quote;
}

/** The market an open position is valued against; pending and finished orders need none. */
export interface OrderMarket {
  quote: CurrentQuote;
  rates: ConversionRates;
}

/**
 * An order row in the contract's `order` shape: prices with the instrument's digits, the quotes
 * its fills used, P&L unrealised (at the current quote) while open and realised once closed.
 */
export function toOrder(row: OrderRow, instrument: InstrumentRow, market: OrderMarket | null): Order {
  const digits = instrument.digits;
  const open = row.status === 'open' && market !== null;
  let pnl = Decimal.ZERO;
  if (row.status === 'closed') pnl = Decimal.from(row.realisedPnl ?? '0');
  else if (open) pnl = unrealisedPnl({ order: row, instrument, quote: market.quote, rates: market.rates });
  return {
    id: row.id,
    instrument_id: row.instrumentId,
    side: row.side,
    type: row.type,
    status: row.status,
    volume: Decimal.from(row.volume).toFixed(2),
    leverage: row.leverage,
    price: priceText(row.price, digits),
    open_price: priceText(row.openPrice, digits),
    open_quote: recordedQuote(row.openBid, row.openAsk, row.openQuoteTime, row.openQuoteSource, digits),
    close_price: priceText(row.closePrice, digits),
    close_quote: recordedQuote(row.closeBid, row.closeAsk, row.closeQuoteTime, row.closeQuoteSource, digits),
    stop_loss: priceText(row.stopLoss, digits),
    take_profit: priceText(row.takeProfit, digits),
    margin: formatMoneyAmount(row.margin),
    pnl: formatMoneyAmount(pnl),
    current_price: open ? currentClosingPrice(row, market.quote).toFixed(digits) : null,
    close_reason: row.closeReason,
    trailing_distance: priceText(row.trailingDistance, digits),
    position_id: row.positionId,
    limit_price: priceText(row.limitPrice, digits),
    triggered_at: row.triggeredAt?.toISOString() ?? null,
    expiry: row.expiry,
    expires_at: row.expiresAt?.toISOString() ?? null,
    note: row.note,
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
    opened_at: row.openedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    client_order_id: row.clientOrderId,
  };
}

/** "buy 0.10 EURUSD": how activity, ledger and notifications name a position. */
export function describePosition(row: Pick<OrderRow, 'side' | 'volume' | 'instrumentId'>): string {
  return `${row.side} ${Decimal.from(row.volume).toFixed(2)} ${row.instrumentId}`;
}
