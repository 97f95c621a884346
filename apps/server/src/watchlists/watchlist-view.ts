import type { Watchlist } from '@beurs/domain';
import type { watchlists } from '../db/schema/index';

export type WatchlistRow = typeof watchlists.$inferSelect;

/** A stored list as the contract shows it. */
export function toWatchlist(row: WatchlistRow): Watchlist {
  return {
    id: row.id,
    name: row.name,
    is_default: row.isDefault,
    instrument_ids: row.instrumentIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
