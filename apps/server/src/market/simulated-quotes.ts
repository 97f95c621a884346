import { Decimal } from '@beurs/domain';
import type { ListedInstrument } from './market-data';
import { createInstrumentModel, midText, quoteAround, type InstrumentModel } from './price-model';
import { NO_EVENTS } from './simulator/market-calendar';
import type { SimulationContext } from './simulator/simulation-context';
import { createMarketHours, type MarketHours } from './trading-hours';
import type { QuoteUpdate } from './quote-update';

export { createSimulationContext, loadSimulationContext, type SimulationContext } from './simulator/simulation-context';

/** An instrument's compiled model and hours, kept between ticks (both are pure functions of what they were built from). */
interface CompiledInstrument {
  key: string;
  model: InstrumentModel;
  hours: MarketHours;
  spread: Decimal;
}

const compiled = new Map<string, CompiledInstrument>();

function compiledFor(seed: number, instrument: ListedInstrument['instrument']): CompiledInstrument {
  const tradingHours = instrument.tradingHours;
  const key = `${seed}|${instrument.type}|${instrument.currency}|${instrument.country}|${instrument.volatility}|${instrument.spread}|${JSON.stringify(tradingHours)}`;
  const known = compiled.get(instrument.instrumentId);
  if (known?.key === key) return known;
  const entry: CompiledInstrument = {
    key,
    model: createInstrumentModel(seed, {
      instrumentId: instrument.instrumentId,
      type: instrument.type,
      currency: instrument.currency,
      country: instrument.country,
      volatility: Number(instrument.volatility),
      tradingHours,
    }),
    hours: createMarketHours(tradingHours),
    spread: Decimal.from(instrument.spread),
  };
  compiled.set(instrument.instrumentId, entry);
  return entry;
}

/**
 * One step of the seeded simulator for an instrument whose market is open at `atMs`: a new mid
 * from the model, bid and ask around it with the instrument's spread times the moment's spread
 * factor. Null when the market is closed or the quote is not older than `atMs`.
 */
export function simulateQuote(simulation: SimulationContext, { instrument, quote }: ListedInstrument, atMs: number): QuoteUpdate | null {
  const fromMs = quote.time.getTime();
  if (atMs <= fromMs) return null;
  const { model, hours, spread } = compiledFor(simulation.seed, instrument);
  if (!hours.isOpen(atMs)) return null;
  const calendar = simulation.calendar ?? NO_EVENTS;
  const mid = model.step(quote.mid.toNumber(), fromMs, atMs, calendar);
  const exactMid = Decimal.from(midText(mid));
  const { bid, ask } = quoteAround({ mid: exactMid, spread, digits: instrument.digits, spreadFactor: model.spreadFactor(atMs, calendar) });
  return {
    instrumentId: instrument.instrumentId,
    bid: bid.toFixed(instrument.digits),
    ask: ask.toFixed(instrument.digits),
    mid: exactMid.toFixed(10),
    volume: model.volume(atMs),
  };
}
