import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_KINDS, MESSAGES, type Activity, type ActivityKind } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { activities, countries, users } from '../db/schema/index';
import { authedRoute, sessionRoute } from '../http/route';
import { Refusal } from '../refusals/refusal';
import { recordActivity } from '../activity/activity-log';
import { originOf } from '../http/request-origin';
import { loadUserView } from './user-view';
import { loadUserViewNow } from './user-view-reads';
import { savePin } from './save-pin';
import { paymentMethodName } from './payment-method';
import { DEFAULT_PAGE_SIZE } from '../http/page-size';
import { registerOperatorEventListener } from './operator-events';

const FIELD_NAMES = { first_name: 'first name', last_name: 'last name', phone: 'phone', country_id: 'country' } as const;

function isActivityKind(value: string): value is ActivityKind {
  return (ACTIVITY_KINDS as readonly string[]).includes(value);
}

/** Registers: getUser, updateClient, savePin, getActivities, setWalletIdentification; listens for operator events. */
export function registerAccountRoutes(app: FastifyInstance, context: AppContext): void {
  registerOperatorEventListener(app, context);

  sessionRoute(app, context, 'getUser', async ({ session }) => ({ user: await loadUserViewNow(context, session.userId) }));

  authedRoute(app, context, 'updateClient', async ({ input, caller, request }) => {
    if (input.country_id !== undefined) {
      const [country] = await context.db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.country_id));
      if (!country) {
        const message = 'Choose your country from the list: this country id is unknown.';
        throw Refusal.validation(message, [{ path: 'country_id', message }]);
      }
    }
    const changed = (Object.keys(FIELD_NAMES) as Array<keyof typeof FIELD_NAMES>).filter((key) => input[key] !== undefined);
    await context.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ firstName: input.first_name, lastName: input.last_name, phone: input.phone, countryId: input.country_id })
        .where(eq(users.id, caller.user.id));
      await recordActivity(tx, {
        userId: caller.user.id,
        kind: 'profile_updated',
        description: `Profile updated: ${changed.map((key) => FIELD_NAMES[key]).join(', ')}`,
        origin: originOf(request),
        at: context.now(),
      });
    });
    return { user: await loadUserView(context, context.db, caller.user.id) };
  });

  authedRoute(app, context, 'savePin', async ({ input, caller, request }) => {
    await savePin(context, { userId: caller.user.id, code: input.code, currentCode: input.current_code, origin: originOf(request) });
    return { ok: true, message: MESSAGES.codeSaved };
  });

  sessionRoute(app, context, 'getActivities', async ({ input, session }) => {
    const rows = await context.db
      .select()
      .from(activities)
      .where(eq(activities.userId, session.userId))
      .orderBy(desc(activities.createdAt))
      .limit(input.limit ?? DEFAULT_PAGE_SIZE)
      .offset(input.offset ?? 0);
    const list: Activity[] = [];
    for (const row of rows) {
      if (!isActivityKind(row.kind)) continue;
      list.push({
        id: row.id,
        kind: row.kind,
        description: row.description,
        ip: row.ip,
        user_agent: row.userAgent,
        created_at: row.createdAt.toISOString(),
      });
    }
    return { activities: list };
  });

  authedRoute(app, context, 'setWalletIdentification', async ({ input, caller, request }) => {
    await context.db.transaction(async (tx) => {
      await tx.update(users).set({ walletAddress: input.wallet, walletType: input.type }).where(eq(users.id, caller.user.id));
      await recordActivity(tx, {
        userId: caller.user.id,
        kind: 'wallet_identification_set',
        description: `Withdrawal wallet set: ${paymentMethodName(input.type)} ${input.wallet}`,
        origin: originOf(request),
        at: context.now(),
      });
    });
    return { user: await loadUserView(context, context.db, caller.user.id) };
  });
}
