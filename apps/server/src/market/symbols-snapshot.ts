import { createHash } from 'node:crypto';
import type { MarketSymbol } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { loadListedInstruments } from './market-data';
import { compareSymbols, toSymbol } from './symbol-view';
import type { PriceSourceFacts } from './sources/price-source-view';

/** Every listed symbol as of one tick and one minute, with its answer serialised once. */
export interface SymbolsSnapshot {
  symbols: readonly MarketSymbol[];
  /** Ids of the featured instruments. */
  specialIds: ReadonlySet<string>;
  /** `{"symbols":[…]}` of every symbol: the unfiltered `/symbols/` answer. */
  json: string;
  /** Strong validator of `json`. */
  etag: string;
}

/**
 * The symbols answer, derived from the database at most once per tick. Quotes change only when a
 * tick arrives (every process hears each tick, see realtime/socket-server.ts), and a market opens
 * or closes only on a whole minute of its trading hours, so a snapshot is fresh until the next
 * tick or the next minute, whichever comes first. PostgreSQL stays the source of truth: a miss
 * reads it, and nothing here is ever written back.
 */
export interface SymbolsCache {
  read(db: DbOrTx, at: Date): Promise<SymbolsSnapshot>;
  /** A tick arrived: the next read takes the new quotes. */
  invalidate(): void;
}

const MINUTE_MS = 60_000;

/** Where an instrument's price comes from, for the answer (see sources/price-source-view.ts). */
export type SourceFactsOf = (instrumentId: string) => PriceSourceFacts;

async function loadSnapshot(db: DbOrTx, at: Date, factsOf: SourceFactsOf): Promise<SymbolsSnapshot> {
  const listed = await loadListedInstruments(db);
  const symbols = listed.map((entry) => toSymbol(entry, at, factsOf(entry.instrument.instrumentId))).sort(compareSymbols);
  const json = JSON.stringify({ symbols });
  return {
    symbols,
    specialIds: new Set(listed.filter(({ instrument }) => instrument.special).map(({ instrument }) => instrument.instrumentId)),
    json,
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
  };
}

export function createSymbolsCache(factsOf: SourceFactsOf): SymbolsCache {
  let generation = 0;
  let cached: { generation: number; minute: number; snapshot: Promise<SymbolsSnapshot> } | null = null;
  return {
    read(db, at) {
      const minute = Math.floor(at.getTime() / MINUTE_MS);
      if (cached && cached.generation === generation && cached.minute === minute) return cached.snapshot;
      const entry = { generation, minute, snapshot: loadSnapshot(db, at, factsOf) };
      cached = entry;
      // A failed read is not kept: the next request tries the database again.
      entry.snapshot.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.snapshot;
    },
    invalidate() {
      generation += 1;
    },
  };
}
