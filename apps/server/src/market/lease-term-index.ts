import type { FastifyBaseLogger } from 'fastify';
import { createAnnouncements } from '../db/announcements';
import type { Database, Db } from '../db/database';
import { loadListedInstruments } from './market-data';
import { MarketMemory } from './market-memory';

/** What keeping an index needs of the app: its database and its log. */
export interface IndexKeeping {
  db: Db;
  database: Database;
  log: FastifyBaseLogger;
}

/** What one engine tells the lifecycle about its own index and its rows. */
export interface IndexedRows<TContext extends IndexKeeping, TIndex, TRows> {
  /** Reads the rows of these ids (users, accounts) as they are now, or of everyone ('all'). */
  read(context: TContext, ids: readonly string[] | 'all'): Promise<TRows>;
  /** The instruments the rows name. */
  instrumentsOf(rows: TRows): Iterable<string>;
  /** A new index over `market` holding every row; with the ids it holds. */
  build(market: MarketMemory, rows: TRows): { index: TIndex; ids: Set<string> };
  /** Replaces what the index holds of `ids` by `rows`, their rows as they are now; returns the ids to check in full. */
  replace(index: TIndex, ids: readonly string[], rows: TRows): Set<string>;
}

/** The index of a pass, brought up to date, with the market memory it reads and the ids to check in full. */
export interface IndexForPass<TIndex> {
  index: TIndex;
  market: MarketMemory;
  checkInFull: Set<string>;
}

/**
 * An in-memory index the market-feed lease holder keeps for its lease term (the order engine's
 * live orders, the alert engine's active alerts), one lifecycle for both: built from the database
 * on the first pass of a term, listening first and reading after, so a change committed while
 * reading is announced and read again; then, before each pass, caught up with every change
 * committed before it (NOTIFY on `channel`) and refreshed for the ids announced since the last
 * pass; rebuilt whole whenever announcements may have been missed; dropped when the term ends.
 */
export interface LeaseTermIndex<TContext extends IndexKeeping, TIndex> {
  /** Before a pass: the index as the database holds it now, or null when building it failed. */
  forPass(context: TContext): Promise<IndexForPass<TIndex> | null>;
  /** Reads an id again on the next pass, as if announced. */
  readAgain(id: string): void;
  /** The index (null before the first pass of a term). */
  current(): TIndex | null;
  /** Drops the index and stops listening: this process no longer holds the lease, or stops. */
  stop(): Promise<void>;
}

/** An index kept for the lease term; `what` names it in the log ("the order engine"). */
export function createLeaseTermIndex<TContext extends IndexKeeping, TIndex, TRows>(
  channel: string,
  what: string,
  rows: IndexedRows<TContext, TIndex, TRows>,
): LeaseTermIndex<TContext, TIndex> {
  let index: TIndex | null = null;
  let market: MarketMemory | null = null;
  /** Ids announced since the last pass: read again, then checked in full. */
  const announced = createAnnouncements(channel, what);

  /** Listens first, then reads: a change committed while reading is announced and read again. */
  const rebuild = async (context: TContext): Promise<Set<string>> => {
    index = null;
    await announced.listen(context);
    market = new MarketMemory(await loadListedInstruments(context.db));
    const built = rows.build(market, await rows.read(context, 'all'));
    index = built.index;
    return built.ids;
  };

  const refresh = async (context: TContext, built: TIndex, known: MarketMemory): Promise<Set<string>> => {
    const ids = announced.take();
    if (ids.length === 0) return new Set();
    const read = await rows.read(context, ids);
    const unknown = [...new Set([...rows.instrumentsOf(read)].filter((id) => !known.has(id)))];
    // An instrument listed after the index was built.
    if (unknown.length > 0) for (const listed of await loadListedInstruments(context.db, unknown)) known.add(listed);
    return rows.replace(built, ids, read);
  };

  return {
    async forPass(context) {
      if (index !== null && !announced.missed()) await announced.catchUp(context);
      const checkInFull =
        index === null || market === null || announced.missed() ? await rebuild(context) : await refresh(context, index, market);
      if (index === null || market === null) return null;
      return { index, market, checkInFull };
    },
    readAgain: (id) => announced.add(id),
    current: () => index,
    async stop() {
      index = null;
      market = null;
      await announced.stop();
    },
  };
}
