import { Decimal, SYMBOL_TYPES, leverageCap, type MarketSymbol } from '@beurs/domain';
import type { ListedInstrument } from './market-data';
import { createMarketHours } from './trading-hours';
import { describePriceSource, type PriceSourceFacts } from './sources/price-source-view';

/** Change of the mid price against the previous close, in percent with two decimals. */
export function changePercent(mid: Decimal, previousClose: Decimal): string {
  if (!previousClose.isPositive()) return '0.00';
  return mid.sub(previousClose).mul(100).div(previousClose, 2, 'half-even').toFixed(2);
}

/** An instrument with its live quote and where that quote came from, in the contract's `symbol` shape. */
export function toSymbol(listed: ListedInstrument, at: Date, source: PriceSourceFacts): MarketSymbol {
  const { instrument, quote } = listed;
  const mid = quote.bid.add(quote.ask).div(2, instrument.digits + 2, 'half-even');
  return {
    instrument_id: instrument.instrumentId,
    name: instrument.name,
    type: instrument.type,
    country: instrument.country,
    currency: instrument.currency,
    bid: quote.bid.toFixed(instrument.digits),
    ask: quote.ask.toFixed(instrument.digits),
    change_percent: changePercent(mid, quote.previousClose),
    digits: instrument.digits,
    spread: Decimal.from(instrument.spread).toFixed(instrument.digits),
    contract_size: Decimal.from(instrument.contractSize).toString(),
    leverage_class: instrument.leverageClass,
    max_leverage: leverageCap(instrument.leverageClass),
    trading_hours: instrument.tradingHours,
    is_open: createMarketHours(instrument.tradingHours).isOpen(at.getTime()),
    quote_time: quote.time.toISOString(),
    price_source: describePriceSource(listed, at, source),
  };
}

/** Symbols in the order the exchange lists them: by type (stock first), then by name. */
export function compareSymbols(a: MarketSymbol, b: MarketSymbol): number {
  return SYMBOL_TYPES.indexOf(a.type) - SYMBOL_TYPES.indexOf(b.type) || a.name.localeCompare(b.name, 'en');
}
