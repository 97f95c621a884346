import type { DbOrTx } from '../db/database';
import { notifications } from '../db/schema/index';

/** Puts a notification in the user's list (welcome, deposit confirmed, margin close-out, operator message). */
export async function notifyUser(
  db: DbOrTx,
  notification: { userId: string; title: string; body: string; kind?: 'info' | 'success' | 'warning'; at: Date },
): Promise<void> {
  await db.insert(notifications).values({
    userId: notification.userId,
    title: notification.title,
    body: notification.body,
    kind: notification.kind ?? 'info',
    createdAt: notification.at,
  });
}
