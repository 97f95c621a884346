import type { ActivityKind } from '@beurs/domain';
import type { DbOrTx } from '../db/database';
import { activities } from '../db/schema/index';

/** Where an action came from, as the activity log shows it. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Appends a row to the user's activity log (sign-ins, orders, money movements, security changes). */
export async function recordActivity(
  db: DbOrTx,
  entry: { userId: string; kind: ActivityKind; description: string; origin: RequestOrigin | null; at: Date },
): Promise<void> {
  await db.insert(activities).values({
    userId: entry.userId,
    kind: entry.kind,
    description: entry.description,
    ip: entry.origin?.ip ?? null,
    userAgent: entry.origin?.userAgent ?? null,
    createdAt: entry.at,
  });
}
