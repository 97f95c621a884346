import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_WATCHLIST_NAME, ERROR_CODES, WATCHLIST_RULES, type Watchlist, type saveWatchlistRequest } from '@beurs/domain';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { DbOrTx, Tx } from '../db/database';
import { instruments, watchlists } from '../db/schema/index';
import { lockUserScope } from '../db/user-lock';
import { isUniqueViolation } from '../db/unique-violation';
import { Refusal } from '../refusals/refusal';
import { toWatchlist } from './watchlist-view';

type SaveInput = z.output<typeof saveWatchlistRequest>;

const LOCK_SCOPE = 'watchlists';

function refuse(path: string, message: string): never {
  throw new Refusal('unprocessable', ERROR_CODES.validation, message, [{ path, message }]);
}

/**
 * Makes the user's default list if it is not there yet: users who signed up before watchlists
 * existed get it on their first read. The partial unique index makes a race of two first reads
 * insert it once.
 */
async function ensureDefaultList(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .insert(watchlists)
    .values({ userId, name: DEFAULT_WATCHLIST_NAME, isDefault: true, instrumentIds: [], createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

async function readLists(db: DbOrTx, userId: string): Promise<Watchlist[]> {
  const rows = await db
    .select()
    .from(watchlists)
    .where(eq(watchlists.userId, userId))
    .orderBy(desc(watchlists.isDefault), asc(watchlists.createdAt), asc(watchlists.id));
  return rows.map(toWatchlist);
}

/** The user's lists, Favourites first (made now if the user has none yet), then in the order they were made. */
export async function listWatchlists(context: AppContext, userId: string): Promise<Watchlist[]> {
  const lists = await readLists(context.db, userId);
  if (lists.some((list) => list.is_default)) return lists;
  await ensureDefaultList(context.db, userId, context.now());
  return readLists(context.db, userId);
}

/** Refuses instrument ids that name no listed instrument, naming them all. */
async function assertInstrumentsListed(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: instruments.instrumentId })
    .from(instruments)
    .where(inArray(instruments.instrumentId, [...ids]));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  refuse(
    'instrument_ids',
    `${unknown.length === 1 ? 'There is no instrument' : 'There are no instruments'} ${unknown.join(', ')}; remove ${unknown.length === 1 ? 'it' : 'them'} from the list`,
  );
}

/** Another list of the user with this name, whatever its case. */
async function nameTaken(tx: Tx, userId: string, name: string, exceptId: string | undefined): Promise<boolean> {
  const rows = await tx
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(and(eq(watchlists.userId, userId), sql`lower(${watchlists.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

/**
 * Creates a list (no id) or replaces the name and instruments of one of the user's lists.
 * Another user's id answers 404, like an id that does not exist. The default list keeps its name.
 */
export async function saveWatchlist(context: AppContext, userId: string, input: SaveInput): Promise<Watchlist> {
  const at = context.now();
  try {
    return await context.db.transaction(async (tx) => {
      // One save of this user's lists at a time, so the count below holds under parallel requests.
      await lockUserScope(tx, LOCK_SCOPE, userId);
      await ensureDefaultList(tx, userId, at);
      let existing: typeof watchlists.$inferSelect | undefined;
      if (input.id !== undefined) {
        [existing] = await tx
          .select()
          .from(watchlists)
          .where(and(eq(watchlists.id, input.id), eq(watchlists.userId, userId)));
        if (!existing) throw Refusal.notFound('There is no watchlist with this id in your account.');
        if (existing.isDefault && input.name !== existing.name) {
          refuse('name', `${DEFAULT_WATCHLIST_NAME} cannot be renamed; create a list of your own with that name instead`);
        }
      } else {
        const [counted] = await tx
          .select({ lists: sql<number>`count(*)::int` })
          .from(watchlists)
          .where(eq(watchlists.userId, userId));
        if ((counted?.lists ?? 0) >= WATCHLIST_RULES.maxLists) {
          // A limit, not a field to fix: no `fields`.
          throw new Refusal(
            'unprocessable',
            ERROR_CODES.validation,
            `You have ${WATCHLIST_RULES.maxLists} watchlists, the most you can keep; delete one before you create another`,
          );
        }
      }
      if (await nameTaken(tx, userId, input.name, existing?.id))
        refuse('name', `You already have a watchlist named ${input.name}; choose another name`);
      await assertInstrumentsListed(tx, input.instrument_ids);
      const [row] = existing
        ? await tx
            .update(watchlists)
            .set({ name: input.name, instrumentIds: input.instrument_ids, updatedAt: at })
            .where(eq(watchlists.id, existing.id))
            .returning()
        : await tx
            .insert(watchlists)
            .values({ userId, name: input.name, instrumentIds: input.instrument_ids, createdAt: at, updatedAt: at })
            .returning();
      if (!row) throw new Error('The watchlist was not written');
      return toWatchlist(row);
    });
  } catch (error) {
    // The unique index is the last word on names, whatever the check above saw.
    if (isUniqueViolation(error)) refuse('name', `You already have a watchlist named ${input.name}; choose another name`);
    throw error;
  }
}

/** Deletes one of the user's lists (not the default one) and answers the lists left. */
export async function deleteWatchlist(context: AppContext, userId: string, id: string): Promise<Watchlist[]> {
  const [row] = await context.db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)));
  if (!row) throw Refusal.notFound('There is no watchlist with this id in your account.');
  if (row.isDefault) {
    throw new Refusal('unprocessable', ERROR_CODES.validation, `${DEFAULT_WATCHLIST_NAME} cannot be deleted; you can empty it instead`);
  }
  await context.db.delete(watchlists).where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)));
  return listWatchlists(context, userId);
}
