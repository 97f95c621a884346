import { Decimal } from '@beurs/domain';
import type { ListedInstrument } from './market-data';
import { createInstrumentModel, midText, quoteAround } from './price-model';
import { createMarketHours } from './trading-hours';
import type { QuoteUpdate } from './quote-update';

/** What the simulator knows of the market at a tick, beyond each instrument's last quote. */
export interface SimulationContext {
  seed: number;
}

/**
 * One step of the seeded simulator for an instrument whose market is open at `atMs`: a new mid
 * from the model, bid and ask around it with the instrument's spread. Null when the market is
 * closed or the quote is not older than `atMs`.
 */
export function simulateQuote(simulation: SimulationContext, { instrument, quote }: ListedInstrument, atMs: number): QuoteUpdate | null {
  const hours = createMarketHours(instrument.tradingHours);
  const fromMs = quote.time.getTime();
  if (atMs <= fromMs || !hours.isOpen(atMs)) return null;
  const model = createInstrumentModel(simulation.seed, {
    instrumentId: instrument.instrumentId,
    volatility: Number(instrument.volatility),
  });
  const mid = model.step(quote.mid.toNumber(), fromMs, atMs);
  const exactMid = Decimal.from(midText(mid));
  const { bid, ask } = quoteAround({ mid: exactMid, spread: Decimal.from(instrument.spread), digits: instrument.digits });
  return {
    instrumentId: instrument.instrumentId,
    bid: bid.toFixed(instrument.digits),
    ask: ask.toFixed(instrument.digits),
    mid: exactMid.toFixed(10),
    volume: model.volume(atMs),
  };
}
