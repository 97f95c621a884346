import type { LiveQuote } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { loadListedInstruments, type ListedInstrument } from './market-data';

/**
 * The current quote of every instrument, in this process's memory. Derived: PostgreSQL stays the
 * source of truth, the book is loaded from it at start and then fed by the ticks of the
 * market-feed lease holder, so reading a quote never costs a query.
 */
export interface QuoteBook {
  /** The current quote of an instrument, or undefined when the book does not know it. */
  get(instrumentId: string): LiveQuote | undefined;
  /**
   * Takes in ticked quotes and returns the ones that moved: bid or ask differs from the quote
   * held. A quote not newer than the one held is ignored (a late or repeated tick never steps
   * the book back in time).
   */
  apply(quotes: readonly LiveQuote[]): LiveQuote[];
  /** Looks up instruments the book does not know yet in the database; returns the ids found nowhere. */
  loadMissing(db: DbOrTx, instrumentIds: readonly string[]): Promise<string[]>;
  /** How many instruments the book holds. */
  size(): number;
}

/** A listed instrument's quote as the socket carries it: bid and ask with the instrument's digits, as `/symbols/`. */
export function toLiveQuote({ instrument, quote }: ListedInstrument): LiveQuote {
  return {
    instrument_id: instrument.instrumentId,
    bid: quote.bid.toFixed(instrument.digits),
    ask: quote.ask.toFixed(instrument.digits),
    time: quote.time.toISOString(),
    source: quote.source,
  };
}

/** Builds the book from the database: one query at start, none afterwards for known instruments. */
export async function loadQuoteBook(db: DbOrTx): Promise<QuoteBook> {
  const book = new Map<string, { quote: LiveQuote; timeMs: number }>();
  const put = (quote: LiveQuote) => book.set(quote.instrument_id, { quote, timeMs: Date.parse(quote.time) });
  for (const listed of await loadListedInstruments(db)) put(toLiveQuote(listed));

  return {
    get: (instrumentId) => book.get(instrumentId)?.quote,
    apply(quotes) {
      const moved: LiveQuote[] = [];
      for (const quote of quotes) {
        const held = book.get(quote.instrument_id);
        if (held && Date.parse(quote.time) <= held.timeMs) continue;
        put(quote);
        if (!held || held.quote.bid !== quote.bid || held.quote.ask !== quote.ask) moved.push(quote);
      }
      return moved;
    },
    async loadMissing(database, instrumentIds) {
      const missing = [...new Set(instrumentIds.filter((id) => !book.has(id)))];
      if (missing.length === 0) return [];
      // An instrument listed after this process started and not ticked since (its market closed).
      for (const listed of await loadListedInstruments(database, missing)) {
        if (!book.has(listed.instrument.instrumentId)) put(toLiveQuote(listed));
      }
      return missing.filter((id) => !book.has(id));
    },
    size: () => book.size,
  };
}
