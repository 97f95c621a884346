import { ERROR_CODES } from '@beurs/domain';
import { Refusal } from '../refusals/refusal';
import type { InstrumentRow } from '../market/market-data';
import { isQuoteFresh } from '../market/quote-age';
import { createMarketHours, describeInstant, nextMarketOpen } from '../market/trading-hours';

/** Refuses (422 `market_closed`) a trade on an instrument whose market is closed, saying when it opens. */
export function assertMarketOpen(instrument: InstrumentRow, at: Date, action: string): void {
  if (createMarketHours(instrument.tradingHours).isOpen(at.getTime())) return;
  const opens = nextMarketOpen(instrument.tradingHours, at);
  const when = opens ? `It opens on ${describeInstant(opens)}.` : 'It has no trading session in the next days.';
  throw Refusal.unprocessable(
    ERROR_CODES.marketClosed,
    `The market for ${instrument.name} (${instrument.instrumentId}) is closed, so you cannot ${action} now. ${when}`,
  );
}

/**
 * Refuses (422 `quote_stale`) to fill at a quote older than the configured age: the market is
 * open but its price has stopped moving, because the feed stopped or is being taken over. A fill
 * at a frozen price would be a price the market no longer offers.
 */
export function assertQuoteFresh(options: {
  instrument: InstrumentRow;
  quoteTime: Date;
  at: Date;
  maxAgeMs: number;
  action: string;
}): void {
  const { instrument, quoteTime, at, maxAgeMs, action } = options;
  if (isQuoteFresh(quoteTime, at, maxAgeMs)) return;
  const seconds = Math.max(1, Math.round((at.getTime() - quoteTime.getTime()) / 1000));
  throw Refusal.unprocessable(
    ERROR_CODES.quoteStale,
    `The last price of ${instrument.name} (${instrument.instrumentId}) is ${seconds} seconds old, so you cannot ${action} at it. ` +
      'Prices should resume within a few seconds; try again then.',
  );
}
