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
import { idempotent } from '../idempotency/idempotent-call';
import { IDEMPOTENT_REPLAYED_HEADER } from '../http/idempotency-key-header';

/** Registers: openOrder, closeOrder, modifyOrder, closeAllOrders, reverseOrder and setOrderJournal (extensions), getOrderHistory. */
export function registerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  // Each refuses a frozen account under the account's lock (lockAccountToTrade).
  // Each moves money or positions, so each is safe to retry under an Idempotency-Key (idempotency/idempotent-call.ts).

  lockedAccountRoute(
    app,
    context,
    'openOrder',
    idempotent(context, 'openOrder', async ({ input, session, request, reply }, scoped) => {
      const opened = await openOrder(scoped, { userId: session.userId, form: input, origin: originOf(request) });
      // A repeated client_order_id answers the order it opened, as it is now.
      if (opened.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return { order: opened.order };
    }),
  );

  lockedAccountRoute(
    app,
    context,
    'closeOrder',
    idempotent(context, 'closeOrder', async ({ input, session, request }, scoped) => ({
      order: await closeOrder(scoped, { userId: session.userId, orderId: input.id, volume: input.volume, origin: originOf(request) }),
    })),
  );

  lockedAccountRoute(
    app,
    context,
    'modifyOrder',
    idempotent(context, 'modifyOrder', async ({ input, session, request }, scoped) => ({
      order: await modifyOrder(scoped, { userId: session.userId, form: input, origin: originOf(request) }),
    })),
  );

  lockedAccountRoute(
    app,
    context,
    'closeAllOrders',
    idempotent(context, 'closeAllOrders', async ({ input, session, request }, scoped) => ({
      orders: await closeAllOrders(scoped, {
        userId: session.userId,
        instrumentId: input.instrument_id,
        includePending: input.include_pending,
        origin: originOf(request),
      }),
    })),
  );

  lockedAccountRoute(
    app,
    context,
    'reverseOrder',
    idempotent(context, 'reverseOrder', async ({ input, session, request }, scoped) =>
      reverseOrder(scoped, { userId: session.userId, orderId: input.id, origin: originOf(request) }),
    ),
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
