import { ERROR_CODES } from '@beurs/domain';
import { AppError } from '../http/app-error';
import type { InstrumentRow } from '../market/market-data';
import { createMarketHours, describeInstant, nextMarketOpen } from '../market/trading-hours';

/** Refuses (422 `market_closed`) a trade on an instrument whose market is closed, saying when it opens. */
export function assertMarketOpen(instrument: InstrumentRow, at: Date, action: string): void {
  if (createMarketHours(instrument.tradingHours).isOpen(at.getTime())) return;
  const opens = nextMarketOpen(instrument.tradingHours, at);
  const when = opens ? `It opens on ${describeInstant(opens)}.` : 'It has no trading session in the next days.';
  throw AppError.unprocessable(
    ERROR_CODES.marketClosed,
    `The market for ${instrument.name} (${instrument.instrumentId}) is closed, so you cannot ${action} now. ${when}`,
  );
}
