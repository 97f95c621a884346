import { Decimal } from '@beurs/domain';
import type { ListedInstrument } from './market-data';
import { createInstrumentModel, midText, quoteAround, type InstrumentModel } from './price-model';
import { NO_EVENTS } from './simulator/market-calendar';
import type { SimulationContext } from './simulator/simulation-context';
import { createMarketHours, type MarketHours } from './trading-hours';
import type { QuoteUpdate } from './quote-update';

export { createSimulationContext, loadSimulationContext, type SimulationContext } from './simulator/simulation-context';

type InstrumentRow = ListedInstrument['instrument'];

/** An instrument's compiled model and hours, kept between ticks (both are pure functions of what they were built from). */
interface CompiledInstrument {
  key: string;
  model: InstrumentModel;
  hours: MarketHours;
  spread: Decimal;
}

/** The columns the model is built from, as a row had them when it was last asked about. */
type ModelColumns = Pick<InstrumentRow, 'type' | 'currency' | 'country' | 'volatility' | 'spread' | 'tradingHours'>;

/** A row seen before: the seed and columns it was seen with, and its entry. */
interface SeenRow {
  seed: number;
  columns: ModelColumns;
  entry: CompiledInstrument;
}

const compiled = new Map<string, CompiledInstrument>();
/** The entries by row object: the feed asks about the same rows every tick. */
const seenRows = new WeakMap<InstrumentRow, SeenRow>();

/** Whether the row still has the seed and columns it was seen with (the hours by identity). */
function unchanged({ seed: seenSeed, columns }: SeenRow, seed: number, instrument: InstrumentRow): boolean {
  return (
    seenSeed === seed &&
    columns.tradingHours === instrument.tradingHours &&
    columns.volatility === instrument.volatility &&
    columns.spread === instrument.spread &&
    columns.type === instrument.type &&
    columns.currency === instrument.currency &&
    columns.country === instrument.country
  );
}

function compiledFor(seed: number, instrument: InstrumentRow): CompiledInstrument {
  // A row seen before with the same columns needs no key (whose text serialises the hours).
  const seen = seenRows.get(instrument);
  if (seen && unchanged(seen, seed, instrument)) return seen.entry;
  const { type, currency, country, volatility, spread, tradingHours } = instrument;
  const key = `${seed}|${type}|${currency}|${country}|${volatility}|${spread}|${JSON.stringify(tradingHours)}`;
  let entry = compiled.get(instrument.instrumentId);
  if (entry?.key !== key) {
    entry = {
      key,
      model: createInstrumentModel(seed, {
        instrumentId: instrument.instrumentId,
        type,
        currency,
        country,
        volatility: Number(volatility),
        tradingHours,
      }),
      hours: createMarketHours(tradingHours),
      spread: Decimal.from(spread),
    };
    compiled.set(instrument.instrumentId, entry);
  }
  seenRows.set(instrument, { seed, columns: { type, currency, country, volatility, spread, tradingHours }, entry });
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
