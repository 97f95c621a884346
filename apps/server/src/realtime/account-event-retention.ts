import { sql } from 'drizzle-orm';
import { ACCOUNT_EVENT_RETENTION_HOURS } from '@beurs/domain';
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/database';

/** How often a process deletes the account events past their retention. */
export const ACCOUNT_EVENT_PRUNE_MS = 10 * 60 * 1000;

/** Rows one delete takes at most: a backlog is worked off in short statements, not one long lock. */
const PRUNE_BATCH = 5_000;

/**
 * Deletes the account events older than {@link ACCOUNT_EVENT_RETENTION_HOURS} (by the database's
 * clock, which wrote `created_at`), oldest first through the created_at index, in batches.
 * The heads are never pruned: an account's numbering goes on where it was. Resolves with how
 * many were deleted.
 */
export async function pruneAccountEvents(db: DbOrTx): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute<{ one: number }>(sql`
      delete from account_events where (user_id, seq) in (
        select user_id, seq from account_events
        where created_at < now() - make_interval(hours => ${ACCOUNT_EVENT_RETENTION_HOURS})
        order by created_at
        limit ${PRUNE_BATCH}
      )
      returning 1 as one`);
    // The two drivers answer in different shapes: rows, or an object holding them.
    const count = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
    deleted += count;
    if (count < PRUNE_BATCH) return deleted;
  }
}

/**
 * Prunes every {@link ACCOUNT_EVENT_PRUNE_MS} in this process. Every process does: a delete of
 * what another process deleted already finds nothing through the index, and no process depends
 * on holding the market-feed lease for it. Returns the function that stops it.
 */
export function keepPruningAccountEvents(context: Pick<AppContext, 'db' | 'log'>, everyMs = ACCOUNT_EVENT_PRUNE_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pruneAccountEvents(context.db)
      .catch((error: unknown) => context.log.warn({ err: error }, 'pruning old account events failed; the next run tries again'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // Pruning must not keep a process alive that is otherwise done.
  timer.unref();
  return () => clearInterval(timer);
}
