import type { DbOrTx } from '../db/database';
import { createConversionRates, type ConversionRates } from './conversion-rates';
import { loadListedInstruments, type ListedInstrument } from './market-data';

/** Every instrument with its quote, keyed by id, and the FX table built from the same quotes. */
export interface MarketSnapshot {
  listed: ReadonlyMap<string, ListedInstrument>;
  rates: ConversionRates;
}

/** Reads the whole market once: what serialising or settling many orders needs. */
export async function loadMarketSnapshot(db: DbOrTx): Promise<MarketSnapshot> {
  const all = await loadListedInstruments(db);
  const listed = new Map(all.map((entry) => [entry.instrument.instrumentId, entry]));
  const forex = new Map(
    all.filter((entry) => entry.instrument.type === 'forex').map((entry) => [entry.instrument.instrumentId, entry.quote]),
  );
  return { listed, rates: createConversionRates(forex) };
}
