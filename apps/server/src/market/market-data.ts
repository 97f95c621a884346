import { eq, inArray } from 'drizzle-orm';
import { Decimal } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { instruments, quotes } from '../db/schema/index';

export type InstrumentRow = typeof instruments.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;

/** The current quote of an instrument, as every user sees it (product rule 3). */
export interface CurrentQuote {
  bid: Decimal;
  ask: Decimal;
  mid: Decimal;
  previousClose: Decimal;
  time: Date;
  /** Where the price came from: `simulated`, `live:<exchange>` or `replay:<dataset>`. */
  source: string;
  /** When the simulator took over from a stopped live feed; null while the configured source quotes. */
  fallbackSince: Date | null;
}

/** An instrument with its current quote. */
export interface ListedInstrument {
  instrument: InstrumentRow;
  quote: CurrentQuote;
}

export function toCurrentQuote(row: QuoteRow): CurrentQuote {
  return {
    bid: Decimal.from(row.bid),
    ask: Decimal.from(row.ask),
    mid: Decimal.from(row.mid),
    previousClose: Decimal.from(row.previousClose),
    time: row.time,
    source: row.source,
    fallbackSince: row.fallbackSince,
  };
}

/** Every instrument with its quote (instruments without a quote yet are left out). */
export async function loadListedInstruments(db: DbOrTx, ids?: readonly string[]): Promise<ListedInstrument[]> {
  if (ids && ids.length === 0) return [];
  const query = db
    .select({ instrument: instruments, quote: quotes })
    .from(instruments)
    .innerJoin(quotes, eq(quotes.instrumentId, instruments.instrumentId));
  const rows = ids ? await query.where(inArray(instruments.instrumentId, [...ids])) : await query;
  return rows.map((row) => ({ instrument: row.instrument, quote: toCurrentQuote(row.quote) }));
}
