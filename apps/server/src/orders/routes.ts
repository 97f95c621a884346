import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { originOf } from '../accounts/activity-log';
import { authedRoute, sessionRoute } from '../http/route';
import { closeOrder } from './close-order';
import { openOrder } from './open-order';
import { modifyOrder } from './modify-order';
import { loadOrderHistory } from './order-history';

/** Registers: openOrder, closeOrder, modifyOrder (extension), getOrderHistory. */
export function registerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  authedRoute(app, context, 'openOrder', async ({ input, caller, request }) => ({
    order: await openOrder(context, { userId: caller.user.id, form: input, origin: originOf(request) }),
  }));

  authedRoute(app, context, 'closeOrder', async ({ input, caller, request }) => ({
    order: await closeOrder(context, { userId: caller.user.id, orderId: input.id, volume: input.volume, origin: originOf(request) }),
  }));

  authedRoute(app, context, 'modifyOrder', async ({ input, caller, request }) => ({
    order: await modifyOrder(context, { userId: caller.user.id, form: input, origin: originOf(request) }),
  }));

  sessionRoute(app, context, 'getOrderHistory', async ({ input, session }) => ({
    orders: await loadOrderHistory(context.db, {
      userId: session.userId,
      from: input.from,
      to: input.to,
      instrumentId: input.instrument_id,
      limit: input.limit,
      offset: input.offset,
    }),
  }));
}
