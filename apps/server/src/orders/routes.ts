import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { originOf } from '../http/request-origin';
import { lockedAccountRoute, sessionRoute } from '../http/route';
import { closeAllOrders } from './close-all-orders';
import { closeOrder } from './close-order';
import { openOrder } from './open-order';
import { modifyOrder } from './modify-order';
import { loadOrderHistory } from './order-history';
import { setOrderJournal } from './order-journal';
import { reverseOrder } from './reverse-order';

/** Registers: openOrder, closeOrder, modifyOrder, closeAllOrders, reverseOrder and setOrderJournal (extensions), getOrderHistory. */
export function registerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  // Each refuses a frozen account under the account's lock (lockAccountToTrade).
  lockedAccountRoute(app, context, 'openOrder', async ({ input, session, request }) => ({
    order: await openOrder(context, { userId: session.userId, form: input, origin: originOf(request) }),
  }));

  lockedAccountRoute(app, context, 'closeOrder', async ({ input, session, request }) => ({
    order: await closeOrder(context, { userId: session.userId, orderId: input.id, volume: input.volume, origin: originOf(request) }),
  }));

  lockedAccountRoute(app, context, 'modifyOrder', async ({ input, session, request }) => ({
    order: await modifyOrder(context, { userId: session.userId, form: input, origin: originOf(request) }),
  }));

  lockedAccountRoute(app, context, 'closeAllOrders', async ({ input, session, request }) => ({
    orders: await closeAllOrders(context, {
      userId: session.userId,
      instrumentId: input.instrument_id,
      includePending: input.include_pending,
      origin: originOf(request),
    }),
  }));

  lockedAccountRoute(app, context, 'reverseOrder', async ({ input, session, request }) =>
    reverseOrder(context, { userId: session.userId, orderId: input.id, origin: originOf(request) }),
  );

  sessionRoute(app, context, 'getOrderHistory', async ({ input, session }) => ({
    orders: await loadOrderHistory(context.db, {
      userId: session.userId,
      from: input.from,
      to: input.to,
      instrumentId: input.instrument_id,
      limit: input.limit,
      offset: input.offset,
      tag: input.tag,
      search: input.search,
    }),
  }));

  // The journal moves no money, so a frozen account may keep writing it (docs/decisions.md).
  sessionRoute(app, context, 'setOrderJournal', async ({ input, session }) => ({
    order: await setOrderJournal(context, { userId: session.userId, change: input }),
  }));
}
