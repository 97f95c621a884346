import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { NotificationsResponse } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { notifications } from '../db/schema/index';
import { authedRoute, publicRoute, sessionRoute } from '../http/route';
import { Refusal } from '../refusals/refusal';
import { createCountryDirectory } from './country-directory';

/** The newest notifications listed; older ones stay stored and counted as unread until read. */
export const NOTIFICATIONS_SHOWN = 100;

async function listNotifications(context: AppContext, userId: string): Promise<NotificationsResponse> {
  const rows = await context.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATIONS_SHOWN);
  const [unread] = await context.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      read: row.readAt !== null,
      created_at: row.createdAt.toISOString(),
    })),
    unread: unread?.value ?? 0,
  };
}

/** Registers: getNotifications, readNotifications, getCountries. */
export function registerNotificationRoutes(app: FastifyInstance, context: AppContext): void {
  sessionRoute(app, context, 'getNotifications', async ({ session }) => listNotifications(context, session.userId));

  authedRoute(app, context, 'readNotifications', async ({ input, caller }) => {
    const mine = eq(notifications.userId, caller.user.id);
    if (input.id) {
      const [found] = await context.db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(and(mine, eq(notifications.id, input.id)));
      if (!found) throw Refusal.notFound('There is no notification with this id in your account.');
      if (!found.readAt)
        await context.db
          .update(notifications)
          .set({ readAt: context.now() })
          .where(and(mine, eq(notifications.id, input.id)));
    } else {
      await context.db
        .update(notifications)
        .set({ readAt: context.now() })
        .where(and(mine, isNull(notifications.readAt)));
    }
    return listNotifications(context, caller.user.id);
  });

  // Read once per server, at the first call: the list is fixed data.
  const countries = createCountryDirectory();
  publicRoute(app, context, 'getCountries', () => countries.answer(context.db));
}
