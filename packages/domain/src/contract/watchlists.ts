import { z } from 'zod';
import { WATCHLIST_RULES } from '../constants/workspace';
import { entityId, isoDateTime, typeError } from './primitives';

// Watchlists: extensions of the contract, beyond the contract's §7.

/**
 * A named list of instruments of one user, in the user's order. `is_default` marks the list named
 * `DEFAULT_WATCHLIST_NAME` (Favourites), which every user has and which cannot be deleted or renamed.
 */
export const watchlist = z.object({
  id: entityId,
  name: z.string(),
  is_default: z.boolean(),
  /** Instrument ids in the order the user put them, each once. */
  instrument_ids: z.array(z.string()),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
z.globalRegistry.add(watchlist, { id: 'Watchlist' });
/** The type of {@link watchlist}. */
export type Watchlist = z.infer<typeof watchlist>;

/** The caller's watchlists: the default list first, then the others in the order they were made. */
export const watchlistsResponse = z.object({ watchlists: z.array(watchlist) });
z.globalRegistry.add(watchlistsResponse, { id: 'WatchlistsResponse' });
/** The type of {@link watchlistsResponse}. */
export type WatchlistsResponse = z.infer<typeof watchlistsResponse>;

/** The list a save created or replaced. */
export const watchlistResponse = z.object({ watchlist });
/** The type of {@link watchlistResponse}. */
export type WatchlistResponse = z.infer<typeof watchlistResponse>;

const instrumentIdItem = z
  .string({ error: 'Each instrument must be given by its id, as text, like "EURUSD"' })
  .trim()
  .min(1, { error: 'An instrument id cannot be empty' })
  .max(32, { error: 'An instrument id has at most 32 characters' });

/**
 * Creates a list (no `id`) or replaces one of the caller's lists (its `id`): its name and its
 * instruments, in order. The name is trimmed and must be unique among the caller's lists,
 * whatever the case; an instrument given twice is kept once, where it first appears. Adding or
 * removing one instrument (the star of an instrument row) is a save of the whole list.
 *
 * @example
 * saveWatchlistRequest.parse({ name: ' Tech ', instrument_ids: ['AAPL', 'MSFT', 'AAPL'] })
 * // { name: 'Tech', instrument_ids: ['AAPL', 'MSFT'] }
 */
export const saveWatchlistRequest = z.object({
  id: entityId.optional(),
  name: z
    .string({ error: typeError('Name', 'text') })
    .trim()
    .min(WATCHLIST_RULES.nameMinLength, { error: 'Give the list a name' })
    .max(WATCHLIST_RULES.nameMaxLength, { error: `A list name has at most ${WATCHLIST_RULES.nameMaxLength} characters` }),
  instrument_ids: z
    .array(instrumentIdItem, { error: 'Send instrument_ids as an array of instrument ids, like ["EURUSD", "AAPL"]' })
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length <= WATCHLIST_RULES.maxInstruments, {
      error: `A list holds at most ${WATCHLIST_RULES.maxInstruments} instruments`,
    }),
});
/** What a caller sends: the input type of {@link saveWatchlistRequest}. */
export type SaveWatchlistRequest = z.input<typeof saveWatchlistRequest>;

/** Deletes one of the caller's lists (not the default one). */
export const deleteWatchlistRequest = z.object({ id: entityId });
/** What a caller sends: the input type of {@link deleteWatchlistRequest}. */
export type DeleteWatchlistRequest = z.input<typeof deleteWatchlistRequest>;
