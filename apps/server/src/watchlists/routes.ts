import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { sessionRoute } from '../http/route';
import { deleteWatchlist, listWatchlists, saveWatchlist } from './watchlists';

/**
 * Registers the watchlists (extensions): getWatchlists, saveWatchlist, deleteWatchlist. None
 * reads the user row: a frozen account may still arrange what it watches.
 */
export function registerWatchlistRoutes(app: FastifyInstance, context: AppContext): void {
  sessionRoute(app, context, 'getWatchlists', async ({ session }) => ({ watchlists: await listWatchlists(context, session.userId) }));
  sessionRoute(app, context, 'saveWatchlist', async ({ session, input }) => ({
    watchlist: await saveWatchlist(context, session.userId, input),
  }));
  sessionRoute(app, context, 'deleteWatchlist', async ({ session, input }) => ({
    watchlists: await deleteWatchlist(context, session.userId, input.id),
  }));
}
